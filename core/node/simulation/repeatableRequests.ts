import { theContract } from '../definitions/contract';

/**
 * Whether a request's answer may be reused for the same request: a GET, or an operation the contract marks
 * `x-repeatable` (a check or a lookup that changes nothing). Uploads and claims are never reused: each answers a new id.
 */
export function repeatableRequests(): (method: string, pathBelowApi: string) => boolean {
  const contract = theContract() as { paths?: Record<string, Record<string, { 'x-repeatable'?: boolean }>> };
  const patterns = Object.entries(contract.paths ?? {}).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation?.['x-repeatable'] === true)
      .map(([method]) => ({ method: method.toUpperCase(), path: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`) })),
  );
  return (method, pathBelowApi) => method === 'GET' || patterns.some((p) => p.method === method && p.path.test(pathBelowApi));
}
