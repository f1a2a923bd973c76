import { ApiCode, withParticle } from '@maru/domain';

/**
 * A business outcome or a refused request, answered as the spec's envelope
 * `{code, message}`. Business outcomes (2002, 2007, 3002, …) keep HTTP 200.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number | string,
    message: string,
    readonly httpStatus = 200,
    /** What a refusal still tells (an import's problems by row); absent on most. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Envelope<T> {
  code: number | string;
  message: string;
  data?: T;
}

export interface Success<T> {
  code: 0;
  message: string;
  data: T;
}

export function ok<T>(data: T): Success<T>;
export function ok(): { code: 0; message: string };
export function ok<T>(data?: T): Success<T> | { code: 0; message: string } {
  return data === undefined ? { code: ApiCode.SUCCESS, message: 'success' } : { code: ApiCode.SUCCESS, message: 'success', data };
}

/** The answer schema of a successful call: the envelope around `data` (the domain's, with its emptyAnswer). */
export { answerOf } from '@maru/domain';

export const noData = (what = '데이터') => new ApiError(ApiCode.NO_DATA, `${withParticle(what, '을/를')} 찾을 수 없습니다.`, 200);
