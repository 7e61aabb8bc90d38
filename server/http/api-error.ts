/** Error codes of the promotion API (spec section 8). */
export const ErrorCode = {
  GENERIC: 1,
  MALFORMED_BODY: 2,
  OUTSIDE_CLAIM_WINDOW: 3,
  INVALID_MOBILE_NUMBER: 4,
  IDENTIFIER_CLAIMED: 5,
  INVALID_FILE_TYPE: 6,
  INVALID_FILE_SIZE: 7,
  IDENTIFIER_NOT_FOUND: 10,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorBody {
  errors: Array<{ code: number; message?: string }>;
}

/** Thrown by handlers; rendered as `{ errors: [{ code, message }] }` with `statusCode`. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCodeValue,
    message?: string,
  ) {
    super(message ?? `API error ${code}`);
    this.name = 'ApiError';
    this.publicMessage = message;
  }
  readonly publicMessage?: string;
}

export function errorBody(code: number, message?: string): ErrorBody {
  return { errors: [message === undefined ? { code } : { code, message }] };
}

export const notFound = (what = 'Not found') => new ApiError(404, ErrorCode.GENERIC, what);
