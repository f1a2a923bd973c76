/** Which kind of failure a request ended in; lets callers tell "offline" from "refused". */
export type ApiFailureKind = 'network' | 'aborted' | 'timeout' | 'http' | 'code';

/** Server codes are mostly numbers, but identity-provider codes such as 'F0000' are strings. */
export type ApiErrorCode = number | string;

/** The normalised failure shape of spec 01 §3, plus the HTTP status (0 when none arrived). */
export interface ApiErrorResult {
  result: false;
  code: ApiErrorCode;
  message: string;
  status: number;
}

export class ApiError extends Error implements ApiErrorResult {
  readonly result = false as const;
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly kind: ApiFailureKind;

  constructor(kind: ApiFailureKind, code: ApiErrorCode, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
  }

  toResult(): ApiErrorResult {
    return { result: false, code: this.code, message: this.message, status: this.status };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
