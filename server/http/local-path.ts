/**
 * A path of this site to send a browser to, or undefined. Only plain absolute paths pass: no scheme, no host, no
 * `//` or `\` anywhere (browsers read `//host`, `/\host` and `\\host` as another host), no percent-escapes (so
 * `/%2F%2Fhost` cannot become `//host` once some layer decodes it), no query or fragment, no control characters.
 * Decimal or hex addresses (`//134744072`, `//0x8080808`) are hosts too and fall under the `//` rule.
 */
export function localPathOf(to: unknown): string | undefined {
  if (typeof to !== 'string' || to.length > 512) return undefined;
  return /^\/(?:[A-Za-z0-9_.~-]+\/?)*$/.test(to) && !to.includes('//') ? to : undefined;
}
