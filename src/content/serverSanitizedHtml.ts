/** The Trusted Types policy name the site's CSP allows (trusted-types) for wording the server already sanitised. */
export const SERVER_SANITIZED_POLICY = 'site-content';

interface HtmlPolicy {
  createHTML(html: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(html: string): string }): HtmlPolicy;
}

const sanitizedByServer = new Set<string>();
let policy: HtmlPolicy | undefined;

function checked(html: string): string {
  if (!sanitizedByServer.has(html)) throw new TypeError('Only wording the server sanitised may be shown without the sanitiser');
  return html;
}

/**
 * Wording the server sanitised before putting it into the page (server/site/sanitize-wording.ts):
 * it may reach innerHTML as it is, so the page needs no sanitiser download. The policy accepts exactly those
 * values and nothing else, so it cannot be used to bless other strings.
 */
export function trustServerSanitized(values: Iterable<string>): void {
  for (const value of values) sanitizedByServer.add(value);
}

/** A value given to trustServerSanitized, as the TrustedHTML innerHTML requires under the CSP (the string itself without Trusted Types). */
export function serverSanitizedHtml(html: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return checked(html);
  policy ??= factory.createPolicy(SERVER_SANITIZED_POLICY, { createHTML: checked });
  return policy.createHTML(html) as string;
}
