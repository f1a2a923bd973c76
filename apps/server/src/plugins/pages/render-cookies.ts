import { CLOSED_BANNERS_COOKIE, closedRecordsCookieValue, readClosedRecordsCookie } from '@maru/domain';
import { SIGNED_IN_COOKIE } from '../../modules/identity/session-cookies';

/**
 * The cookies a server-rendered page is rendered with, as one Cookie header, and with that the
 * variant of the page the cache keeps it under: the banners the visitor closed (rendered
 * without them, so none vanishes after the first paint) and the signed-in marker (the header
 * says 마이페이지 or 로그인 in the first paint, before the app has taken over). Nothing else
 * goes in — never the session tokens or the guest id: a render is shared by every visitor with
 * the same values, so it may hold nothing personal, and the marker only says "a member is
 * signed in". The API calls of a render stay a guest's (in-process-fetch.ts).
 *
 * No `Vary: Cookie`: pages are `no-cache` with an ETag of their content, so a browser or proxy
 * asks again on every use and gets 200 with the other variant, never a 304 for the wrong one;
 * the Cookie header also carries each visitor's session and XSRF cookies, so varying on it
 * would make every cached page a visitor's own and cost the 304s it now earns.
 */
export function renderCookieHeader(cookies: Readonly<Record<string, string | undefined>>): string {
  const closed = closedRecordsCookieValue(readClosedRecordsCookie(cookies[CLOSED_BANNERS_COOKIE]));
  return [closed ? `${CLOSED_BANNERS_COOKIE}=${closed}` : '', cookies[SIGNED_IN_COOKIE] === '1' ? `${SIGNED_IN_COOKIE}=1` : ''].filter(Boolean).join('; ');
}
