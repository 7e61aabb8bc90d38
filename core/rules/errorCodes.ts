import type { components } from '../generated/api/promotion-api';

/**
 * The API's error codes (`errors[].code` of an error answer, spec "server codes"): one list for the server that
 * answers them and the site that reads them, each a code the contract declares (components.schemas.ErrorCode;
 * tests/unit/rules/errorCodes.test.ts proves the list is the contract's, all of it).
 */
export const ErrorCode = {
  GENERIC: 1,
  MALFORMED_BODY: 2,
  OUTSIDE_CLAIM_WINDOW: 3,
  INVALID_MOBILE_NUMBER: 4,
  IDENTIFIER_CLAIMED: 5,
  INVALID_FILE_TYPE: 6,
  INVALID_FILE_SIZE: 7,
  IDENTIFIER_NOT_FOUND: 10,
} as const satisfies Record<string, components['schemas']['ErrorCode']>;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Error codes from an error body, tolerant of bodies that are not ours (proxies, HTML pages). */
export function errorCodesOf(body: unknown): number[] {
  const errors = (body as { errors?: unknown })?.errors;
  return Array.isArray(errors) ? errors.map((error) => Number((error as { code?: unknown })?.code)).filter(Number.isFinite) : [];
}
