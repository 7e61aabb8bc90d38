/**
 * Courier-script origins (promotion.json myClaim.courierHosts), checked as the browser applies the same list in
 * the CSP's script-src: scheme://host[:port|:*], a leading `*.` for any subdomain. An http source also allows
 * https (the upgrade script-src allows); a source without a port allows only the scheme's default port.
 */
const SOURCE = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::([0-9]{1,5}|\*))?$/i;

function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Whether one courier host source allows a script at `url` (an absolute http(s) URL without credentials). */
export function courierHostAllows(source: string, url: string): boolean {
  const match = SOURCE.exec(source.trim());
  const target = urlOf(url);
  if (!match || !target || target.username || target.password) return false;
  const [, scheme, wildcard, host, port] = match;
  const sourceScheme = scheme.toLowerCase();
  const targetScheme = target.protocol.slice(0, -1);
  if (targetScheme !== sourceScheme && !(sourceScheme === 'http' && targetScheme === 'https')) return false;
  const hostname = target.hostname.toLowerCase();
  const sourceHost = host.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${sourceHost}`) : hostname !== sourceHost) return false;
  if (port === '*') return true;
  // URL leaves the port empty when it is the scheme's default.
  if (port === undefined) return target.port === '';
  return (target.port || (targetScheme === 'https' ? '443' : '80')) === String(Number(port));
}

/** Whether any configured courier host allows a courier script at `url`. */
export function isCourierUrlAllowed(url: string, courierHosts: readonly string[]): boolean {
  return courierHosts.some((source) => courierHostAllows(source, url));
}

/** The origin of a URL for a log line (never its path or query, which might carry tokens), or 'invalid URL'. */
export function originForLog(url: string): string {
  const target = urlOf(url);
  return target && /^https?:$/.test(target.protocol) ? target.origin : 'invalid URL';
}
