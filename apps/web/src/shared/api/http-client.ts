import { ApiCode, DEFAULT_ERROR_MESSAGE, isSuccessCode } from '@maru/domain';
import { ApiError } from './api-error';
import { isEnvelope, type ApiResponse } from './envelope';
import { buildRequestHeaders } from './request-headers';
import { apiFetch } from './server-fetch';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  timeoutMs: number;
  baseUrl?: string;
  /** Called after any 403 answer, before the failure is thrown to the caller. */
  onForbidden?: () => Promise<void>;
  fetch?: typeof fetch;
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

const DEFAULT_ERROR = ApiCode.DEFAULT_ERROR;

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

// A blank server message becomes the shop's Korean text for the code, never an empty toast.
// The table of texts is its own chunk, fetched only for such an answer; should that fetch
// fail, the generic text stands in.
async function messageOf(envelope: ApiResponse<unknown>): Promise<string> {
  if (envelope.message?.trim()) return envelope.message;
  try {
    const { messageForCode } = await import('./code-messages');
    return messageForCode(envelope.code);
  } catch {
    return DEFAULT_ERROR_MESSAGE;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { timeoutMs, baseUrl = '/api', onForbidden } = options;

  async function send<T>(method: string, path: string, body: unknown, request: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = buildUrl(baseUrl, path, request.query);

    const isForm = body instanceof FormData;
    const headers = buildRequestHeaders(method, body !== undefined && !isForm);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);

    // One controller serves both the time-out and the caller's own signal, and remembers
    // which of the two fired so the failure can be named correctly.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (request.signal?.aborted) controller.abort();
    request.signal?.addEventListener('abort', forwardAbort, { once: true });

    const failure = (): ApiError =>
      timedOut
        ? new ApiError('timeout', DEFAULT_ERROR, `timeout of ${timeoutMs}ms exceeded`, 0)
        : controller.signal.aborted
          ? new ApiError('aborted', DEFAULT_ERROR, 'Request aborted', 0)
          : new ApiError('network', DEFAULT_ERROR, 'Network Error', 0);

    let response: Response;
    let payload: unknown;
    try {
      const fetchFn = options.fetch ?? apiFetch;
      response = await fetchFn(url, {
        method,
        headers,
        credentials: 'include',
        signal: controller.signal,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      payload = await readBody(response);
    } catch {
      throw failure();
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', forwardAbort);
    }

    if (!response.ok) {
      if (response.status === 403) await onForbidden?.();
      throw isEnvelope(payload)
        ? new ApiError('http', payload.code, await messageOf(payload), response.status)
        : new ApiError('http', DEFAULT_ERROR, `Request failed with status code ${response.status}`, response.status);
    }
    if (payload === undefined) return { code: ApiCode.SUCCESS, message: '' };
    if (!isEnvelope(payload)) throw new ApiError('code', DEFAULT_ERROR, 'Invalid response', response.status);
    if (!isSuccessCode(payload.code)) throw new ApiError('code', payload.code, await messageOf(payload), response.status);

    const envelope = payload as ApiResponse<T>;
    return envelope;
  }

  return {
    get: (path, request) => send('GET', path, undefined, request),
    post: (path, body, request) => send('POST', path, body, request),
    put: (path, body, request) => send('PUT', path, body, request),
    patch: (path, body, request) => send('PATCH', path, body, request),
    delete: (path, request) => send('DELETE', path, undefined, request),
  };
}
