import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/promotion-api';

/** Typed client of openapi/promotion-api.yaml. */
export type PromotionApi = Client<paths>;

export function createPromotionApi(baseUrl: string, fetchImpl?: typeof fetch): PromotionApi {
  return createClient<paths>({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

/** The error codes of the contract's error body (spec section 8). */
export { ErrorCode, errorCodesOf } from '../../core/rules/errorCodes';
