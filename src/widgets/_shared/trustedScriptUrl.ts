/** The Trusted Types policy name the site's CSP allows (trusted-types) for addresses of external scripts. */
export const SCRIPT_URL_POLICY = 'script-url';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | undefined;

/**
 * A script address the CSP's `require-trusted-types-for 'script'` accepts: only absolute http(s) addresses
 * (script-src then decides which origins may answer). Browsers without Trusted Types get the string itself.
 */
export function trustedScriptUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return checkedScriptUrl(url);
  policy ??= factory.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: checkedScriptUrl });
  // A TrustedScriptURL, which script.src takes where a string would be refused.
  return policy.createScriptURL(url) as string;
}

function checkedScriptUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError(`Not a script address: ${parsed.protocol}`);
  return parsed.href;
}
