import { ApiCode, messageForCode } from '@maru/domain';
import { z } from 'zod';

/** Every console call goes here: the console's own API, never the shop's. */
export const CONSOLE_API = '/api/admin/v1';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * A refused or failed console call: the HTTP status (0 without an answer), the shop's code and
 * its Korean message. `data` is the refusal's own `data`, unparsed, for the few refusals that
 * carry one (a spreadsheet import refused for its problems lists them there).
 */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

/** The console cookie is missing or names no live session: the way out is the sign-in page. */
export const isSessionRefusal = (error: unknown): error is ConsoleApiError =>
  error instanceof ConsoleApiError && error.status === 403 && (error.code === ApiCode.STAFF_NOT_SIGNED_IN || error.code === ApiCode.STAFF_SESSION_EXPIRED);

const envelope = z.object({ code: z.union([z.number(), z.string()]), message: z.string().optional(), data: z.unknown().optional() });

function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

let onSessionEnded: ((refusal: ConsoleApiError) => void) | undefined;

/** Called when a call finds the session gone (signed out elsewhere, 2 hours idle, deactivated); the app sends the visitor to sign in again. */
export function setSessionEndedHandler(handler: ((refusal: ConsoleApiError) => void) | undefined): void {
  onSessionEnded = handler;
}

export interface ConsoleRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON; a FormData (a file upload) goes as it is, multipart. */
  body?: unknown;
  /** The answer's `data`, parsed with the domain contract: a renamed field fails here, loudly. */
  data: z.ZodType<T>;
}

async function send(path: string, method: string, query: ConsoleRequest<unknown>['query'], body: unknown): Promise<Response> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  const multipart = body instanceof FormData;
  // The browser writes a multipart body's content type itself, with its boundary.
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  // State-changing calls echo the XSRF cookie the server set on the page (plugins/xsrf.ts).
  const xsrf = method === 'GET' ? undefined : readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return fetch(`${CONSOLE_API}${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
}

/**
 * Calls the console API and answers the envelope's `data`, parsed; a non-zero code throws
 * a ConsoleApiError with the server's Korean message. A stale XSRF token (1004, after the
 * server's secret changed, say) is retried once with the fresh one the refusal set.
 */
export async function consoleApi<T>(path: string, { method = 'GET', query, body, data }: ConsoleRequest<T>): Promise<T> {
  let response: Response;
  let payload: unknown;
  try {
    response = await send(path, method, query, body);
    payload = await response.json().catch(() => undefined);
    const first = envelope.safeParse(payload);
    if (first.success && first.data.code === ApiCode.XSRF_INVALID) {
      response = await send(path, method, query, body);
      payload = await response.json().catch(() => undefined);
    }
  } catch {
    throw new ConsoleApiError(0, 'network', '서버에 연결할 수 없습니다. 네트워크 연결을 확인해 주세요.');
  }
  const answer = envelope.safeParse(payload);
  if (!answer.success) throw new ConsoleApiError(response.status, ApiCode.DEFAULT_ERROR, `서버 응답을 읽을 수 없습니다. (HTTP ${response.status})`);
  const { code, message } = answer.data;
  if (code !== ApiCode.SUCCESS) {
    const error = new ConsoleApiError(response.status, code, message?.trim() || messageForCode(code), answer.data.data);
    if (isSessionRefusal(error)) onSessionEnded?.(error);
    throw error;
  }
  return data.parse(answer.data.data);
}

/** For calls answered with the bare envelope. */
export const noData = z.undefined();
