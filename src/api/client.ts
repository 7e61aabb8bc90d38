import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/promotion-api';

/** Typed client of openapi/promotion-api.yaml. */
export type PromotionApi = Client<paths>;

export function createPromotionApi(baseUrl: string, fetchImpl?: typeof fetch): PromotionApi {
  return createClient<paths>({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

/** The error codes of the contract's error body (spec section 8). */
export const errorCodes = {
  generic: 1,
  malformedBody: 2,
  outsideClaimWindow: 3,
  invalidMobileNumber: 4,
  identifierClaimed: 5,
  invalidFileType: 6,
  invalidFileSize: 7,
  identifierNotFound: 10,
} as const;

/** Error codes from an error body, tolerant of bodies that are not ours (proxies, HTML pages). */
export function errorCodesOf(body: unknown): number[] {
  const errors = (body as { errors?: unknown })?.errors;
  return Array.isArray(errors) ? errors.map((error) => Number((error as { code?: unknown })?.code)).filter(Number.isFinite) : [];
}
