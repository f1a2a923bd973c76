import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, isApiError, type ApiError } from '@/shared/api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ok = (data: unknown) => json({ code: 0, message: 'success', data });

/** A server that never answers: the request ends only when its signal aborts. */
const fetchThatWaitsForAbort = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

function requestOf(fetchMock: ReturnType<typeof vi.fn>, index = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
});

describe('http client: requests', () => {
  it('sends credentials, the timezone offset header and JSON bodies under /api', async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok({ saved: true }));
    const client = createHttpClient({ timeoutMs: 1000, fetch: fetchMock });

    const answer = await client.post<{ saved: boolean }>('/mypage/v1/profile', { nickName: '마루' }, { query: { a: 1, b: undefined } });

    expect(answer).toEqual({ code: 0, message: 'success', data: { saved: true } });
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/mypage/v1/profile?a=1');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"nickName":"마루"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('_off_set')).toBe(String(-new Date().getTimezoneOffset() / 60 || 0));
  });

  it('sends X-XSRF-TOKEN from the XSRF-TOKEN cookie on state-changing methods only', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const fetchMock = vi.fn().mockImplementation(async () => ok(null));
    const client = createHttpClient({ timeoutMs: 1000, fetch: fetchMock });

    await client.get('/code/v1/all/list');
    await client.delete('/cart/v1/1');

    expect(requestOf(fetchMock, 0).headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(requestOf(fetchMock, 1).headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('reports the offset in hours, east of UTC positive', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    const fetchMock = vi.fn().mockResolvedValue(ok(null));
    await createHttpClient({ timeoutMs: 1000, fetch: fetchMock }).get('/x');
    expect(requestOf(fetchMock).headers.get('_off_set')).toBe('9');
  });
});

describe('http client: normalised failures', () => {
  it('turns a rejected fetch into a network error', async () => {
    const client = createHttpClient({ timeoutMs: 1000, fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    const error = await failureOf(client.get('/x'));
    expect(error.kind).toBe('network');
    expect(error.toResult()).toEqual({ result: false, code: 999, message: 'Network Error', status: 0 });
  });

  it('names a caller abort "aborted"', async () => {
    const fetchMock = vi.fn(fetchThatWaitsForAbort);
    const client = createHttpClient({ timeoutMs: 1000, fetch: fetchMock });
    const controller = new AbortController();
    const pending = failureOf(client.get('/x', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(error.message).toBe('Request aborted');
  });

  describe('time-outs', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('aborts after the client time-out and names it a timeout', async () => {
      const fetchMock = vi.fn(fetchThatWaitsForAbort);
      const client = createHttpClient({ timeoutMs: 9000, fetch: fetchMock });
      const pending = failureOf(client.get('/x'));
      await vi.advanceTimersByTimeAsync(8999);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe('timeout of 9000ms exceeded');
    });
  });

  it('uses the envelope code and message of a non-2xx answer', async () => {
    const client = createHttpClient({ timeoutMs: 1000, fetch: vi.fn().mockResolvedValue(json({ code: 104, message: '필수 입력값' }, 400)) });
    const error = await failureOf(client.post('/x', {}));
    expect(error.kind).toBe('http');
    expect(error.toResult()).toEqual({ result: false, code: 104, message: '필수 입력값', status: 400 });
  });

  it('falls back to the status text when a non-2xx answer is not an envelope', async () => {
    const client = createHttpClient({ timeoutMs: 1000, fetch: vi.fn().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 })) });
    const error = await failureOf(client.get('/x'));
    expect(error.toResult()).toEqual({ result: false, code: 999, message: 'Request failed with status code 502', status: 502 });
  });

  it('treats a 200 answer with a non-zero code as a failure', async () => {
    const client = createHttpClient({ timeoutMs: 1000, fetch: vi.fn().mockResolvedValue(json({ code: 3002, message: '이미 담긴 상품' })) });
    const error = await failureOf(client.post('/cart', {}));
    expect(error.kind).toBe('code');
    expect(error.toResult()).toEqual({ result: false, code: 3002, message: '이미 담긴 상품', status: 200 });
  });

  it('fills a blank failure message with the Korean text for the code', async () => {
    const client = createHttpClient({ timeoutMs: 1000, fetch: vi.fn().mockResolvedValue(json({ code: 2002, message: '' })) });
    const error = await failureOf(client.get('/x'));
    expect(error.message).toBe('존재하지 않는 회원입니다.');
  });
});


describe('http client: 403', () => {
  it('runs the forbidden hook before throwing the failure', async () => {
    const order: string[] = [];
    const onForbidden = vi.fn(async () => {
      order.push('hook');
    });
    const client = createHttpClient({ timeoutMs: 1000, onForbidden, fetch: vi.fn().mockResolvedValue(json({ code: 1004, message: 'xsrf' }, 403)) });
    const error = await failureOf(client.post('/x'));
    order.push('thrown');
    expect(error.status).toBe(403);
    expect(order).toEqual(['hook', 'thrown']);
  });

  it('leaves other failures alone', async () => {
    const onForbidden = vi.fn(async () => undefined);
    const client = createHttpClient({ timeoutMs: 1000, onForbidden, fetch: vi.fn().mockResolvedValue(json({ code: 1, message: 'x' }, 401)) });
    await failureOf(client.get('/x'));
    expect(onForbidden).not.toHaveBeenCalled();
  });
});
