import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { cachedRequest, cachedValue, withRetries } from './request-cache';

describe('cachedRequest', () => {
  it('shares one running request and reuses its answer while fresh', async () => {
    const load = vi.fn(async () => 'answer');
    const first = cachedRequest('shared', 60_000, load);
    expect(cachedRequest('shared', 60_000, load)).toBe(first);
    expect(await first).toBe('answer');
    expect(await cachedRequest('shared', 60_000, load)).toBe('answer');
    expect(load).toHaveBeenCalledOnce();
    expect(cachedValue('shared')).toBe('answer');
  });

  it('asks again once the answer is older than maxAgeMs, showing the old one meanwhile', async () => {
    const load = vi.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    await cachedRequest('stale', 0, load);
    const again = cachedRequest('stale', 0, load);
    expect(cachedValue('stale')).toBe('old');
    expect(await again).toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next call asks again, and the last good answer stays', async () => {
    const load = vi.fn().mockResolvedValueOnce('good').mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('fresh');
    await cachedRequest('failing', 0, load);
    await expect(cachedRequest('failing', 0, load)).rejects.toThrow('down');
    expect(cachedValue('failing')).toBe('good');
    expect(await cachedRequest('failing', 0, load)).toBe('fresh');
  });
});

describe('withRetries', () => {
  it('retries network trouble twice, one then two seconds apart', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn().mockRejectedValueOnce(new ApiError('network', 999, 'Network Error', 0)).mockRejectedValueOnce(new ApiError('http', 999, 'x', 503)).mockResolvedValueOnce('ok');
      const result = withRetries(load);
      await vi.advanceTimersByTimeAsync(1000);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await result).toBe('ok');
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up at once on a refusal (4xx or a business code)', async () => {
    const load = vi.fn().mockRejectedValue(new ApiError('code', 3002, 'x', 200));
    await expect(withRetries(load)).rejects.toThrow('x');
    expect(load).toHaveBeenCalledOnce();
  });
});
