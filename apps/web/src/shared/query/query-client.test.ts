import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { shouldRetry } from '@/shared/query';

describe('shouldRetry', () => {
  it('retries network trouble, time-outs and server errors up to twice', () => {
    const network = new ApiError('network', 999, 'Network Error', 0);
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, new ApiError('timeout', 999, 'timeout', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('http', 999, 'x', 503))).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
  });

  it('never retries 4xx answers, business codes or aborted requests', () => {
    expect(shouldRetry(0, new ApiError('http', 104, 'x', 400))).toBe(false);
    expect(shouldRetry(0, new ApiError('http', 999, 'x', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('code', 3002, 'x', 200))).toBe(false);
    expect(shouldRetry(0, new ApiError('aborted', 999, 'x', 0))).toBe(false);
  });
});
