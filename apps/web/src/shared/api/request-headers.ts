import { CookieName, HeaderName, PREVIEW_HEADER } from '@maru/domain';
import { readCookie } from '@/shared/session';
import { previewToken } from './preview-token';

const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Local offset from UTC in hours (9 in Korea); getTimezoneOffset counts the other way round. */
export function timezoneOffsetHours(date: Date = new Date()): number {
  return -date.getTimezoneOffset() / 60 || 0;
}

export function buildRequestHeaders(method: string, jsonBody: boolean, cookieString?: string): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HeaderName.timezoneOffset, String(timezoneOffsetHours()));
  if (jsonBody) headers.set('Content-Type', 'application/json');
  const preview = previewToken();
  if (preview) headers.set(PREVIEW_HEADER, preview);
  if (STATE_CHANGING_METHODS.has(method)) {
    const xsrf = readCookie(CookieName.xsrf, cookieString);
    if (xsrf) headers.set(HeaderName.xsrf, xsrf);
  }
  return headers;
}
