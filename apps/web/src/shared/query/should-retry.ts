// Straight from the file: the api index creates the HTTP clients, and this rule is also used
// by pages that fetch without TanStack Query.
import { isApiError } from '@/shared/api/api-error';

const MAX_RETRIES = 2;

/**
 * Retrying cannot change a refusal: 4xx answers and business codes (code ≠ 0 on a 200) fail
 * straight away, and so does a request the caller aborted. Network trouble, time-outs and
 * 5xx get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.kind === 'code' || error.kind === 'aborted') return false;
  return !(error.status >= 400 && error.status < 500);
}

/** TanStack Query's default back-off: 1 s before the first retry, then doubling, at most 30 s. */
export function retryDelayMs(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
