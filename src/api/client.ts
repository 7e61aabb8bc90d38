import type { paths } from '../../core/generated/api/promotion-api';
import type { PromotionApi } from '../../core/api/promotionApi';

export type { PromotionApi };

/** The client's own module (openapi-fetch), a chunk of its own (server/site/page-preloads.ts API_CLIENT_MODULE). */
export const loadApiClient = () => import('./openapiClient');

/**
 * The promotion API's typed client, openapi-fetch's, whose code is downloaded on the first request rather than
 * with every page (2.4 kB brotli): most pages ask nothing of the API before they are ready, and a page whose data
 * the browser asks for preloads it with its HTML.
 */
export function createPromotionApi(baseUrl: string, fetchImpl?: typeof fetch): PromotionApi {
  let client: Promise<PromotionApi> | undefined;
  const loaded = () =>
    (client ??= loadApiClient().then(
      ({ createClient }) => createClient<paths>({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
      (error: unknown) => {
        // Not downloaded (offline for a moment): the request fails as a network failure does, and the next one asks again.
        client = undefined;
        throw error;
      },
    ));
  const call =
    (name: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE' | 'request') =>
    (...args: unknown[]) =>
      loaded().then((api) => (api[name] as (...a: unknown[]) => unknown)(...args));
  return {
    GET: call('GET'),
    PUT: call('PUT'),
    POST: call('POST'),
    DELETE: call('DELETE'),
    OPTIONS: call('OPTIONS'),
    HEAD: call('HEAD'),
    PATCH: call('PATCH'),
    TRACE: call('TRACE'),
    request: call('request'),
    use: (...middleware) => void loaded().then((api) => api.use(...middleware)),
    eject: (...middleware) => void loaded().then((api) => api.eject(...middleware)),
  } as PromotionApi;
}

/** The error codes of the contract's error body (spec section 8). */
export { ErrorCode, errorCodesOf } from '../../core/rules/errorCodes';
