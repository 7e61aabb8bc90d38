/** Error codes of the promotion API (spec section 8). */
import type { components } from '../../core/generated/api/promotion-api';
import { ErrorCode, type ErrorCodeValue } from '../../core/rules/errorCodes';

export { ErrorCode, type ErrorCodeValue };

/** The contract's error answer: `{ errors: [{ code, message? }] }`. */
export type ErrorBody = components['schemas']['ErrorBody'];

/** Thrown by handlers; rendered as `{ errors: [{ code, message }] }` with `statusCode`. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCodeValue,
    message?: string,
    /** What went wrong underneath (logged, never answered). */
    cause?: unknown,
  ) {
    super(message ?? `API error ${code}`, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.publicMessage = message;
  }
  readonly publicMessage?: string;
}

export function errorBody(code: ErrorCodeValue, message?: string): ErrorBody {
  return { errors: [message === undefined ? { code } : { code, message }] };
}

export const notFound = (what = 'Not found') => new ApiError(404, ErrorCode.GENERIC, what);
