import type { LoaderFunctionArgs } from 'react-router';
import { CLOSED_BANNERS_COOKIE, type ClosedBannerRecord, readClosedRecordsCookie } from '@maru/domain';
import { redirect } from 'react-router';
import { topBannersQuery } from '@/features/banner';
import { preloadQueries, queryClient } from '@/shared/query';
import { isSignedIn, readCookie } from '@/shared/session';
import { assertCleanQuery } from './query-guard';
import { accessDecision } from './route-access';
import { scheduleSessionStart } from './session-start';
import { loadTopBannerChunk } from './top-banner-chunk';

/**
 * How long a page the browser renders waits for the top banner before it is drawn without
 * it: the list comes from sessionStorage after the first page, and the call and the chunk
 * take tens of milliseconds on a good connection; on a bad one the page should not wait
 * longer than this for a bar above it (the banner then comes late, and moves the page).
 */
export const BANNER_WAIT_MS = 800;

/** A page the browser renders (no server HTML) starts with the banner list and chunk in hand (top-banner-chunk.ts). */
async function awaitTopBanner(): Promise<void> {
  if (queryClient.getQueryData(topBannersQuery.queryKey) !== undefined) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, BANNER_WAIT_MS)));
  await Promise.race([Promise.all([queryClient.ensureQueryData(topBannersQuery), loadTopBannerChunk()]), timeUp]);
  clearTimeout(timer);
}

export interface RootData {
  /** The page's origin, which the server knows from the request and the browser from its window. */
  origin: string;
  /** The banners this visitor closed, from their cookie: the server renders without them too. */
  closedBanners: ClosedBannerRecord[];
  /** From the sign-in marker cookie, so the server's header (마이페이지 or 로그인) is the one the browser hydrates. */
  signedIn: boolean;
}

/**
 * Runs on every navigation (the root route always revalidates): the query-string guard
 * first, then the sign-in guard. The first run also schedules the session start-up. On the
 * server it also fetches the top banners, so the banner's place is in the first HTML; in the
 * browser a page without server HTML waits for them (awaitTopBanner).
 */
export async function rootLoader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  scheduleSessionStart();
  const url = new URL(request.url);
  assertCleanQuery(url.search);
  // On the server only the cookies the page may depend on come along (the closed banners and
  // the signed-in marker, apps/server's render-cookies.ts), so the server decides as the browser will.
  const cookies = typeof document === 'undefined' ? (request.headers.get('cookie') ?? '') : document.cookie;
  const signedIn = isSignedIn(cookies);
  const decision = accessDecision(url.pathname, signedIn, url.search);
  if (decision !== 'allow') throw redirect(decision.redirect);
  if (typeof window === 'undefined') {
    // The footer's showroom facts too, so its first HTML has them. Imported here, on the
    // server only: in the browser the footer's own lazy chunk brings the query.
    const { showroomFactsQuery } = await import('@/shared/layout/showroom-facts');
    await preloadQueries(context, [topBannersQuery, showroomFactsQuery]);
  } else {
    await awaitTopBanner();
  }
  return { origin: url.origin, closedBanners: readClosedRecordsCookie(readCookie(CLOSED_BANNERS_COOKIE, cookies)), signedIn };
}
