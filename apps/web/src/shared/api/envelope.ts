import type { ApiErrorCode } from './api-error';

/** Every API answer (spec 01 §7): code 0 is success, anything else a failure. */
export interface ApiResponse<T> {
  code: ApiErrorCode;
  message: string;
  data?: T;
}

export function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return (typeof code === 'number' || typeof code === 'string') && (message === undefined || typeof message === 'string');
}
