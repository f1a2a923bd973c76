import { firstVisibleBanner, mergeClosedRecords, type BannerLocation, type ClosedBannerRecord, type MemberProfile } from '@maru/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { previewViewer } from '@/shared/api';
import { useHydrated } from '@/shared/browser';
import { profileQueryKey } from '@/shared/session';
import { topBannersQuery } from './banner-query';
import { closeBanner, readClosedBanners, type TopBannerData } from './banner-storage';
import { bannerViewerOf } from './banner-viewer';

export interface TopBannerState {
  banner: TopBannerData | null;
  close: (banner: TopBannerData) => void;
}

const NO_BANNERS: TopBannerData[] = [];

/**
 * The one banner to show for the current address and visitor, re-evaluated on every
 * navigation, when the member's profile comes and after a close; plus the close action itself.
 */
export function useTopBanner(origin: string, cookieClosed: readonly ClosedBannerRecord[], signedIn = false): TopBannerState {
  const { pathname, search, hash } = useLocation();
  const banners = useQuery(topBannersQuery).data ?? NO_BANNERS;
  // The profile the session start-up fetches, read from the cache only: the banner never asks for it.
  const profile = useQuery<MemberProfile>({ queryKey: profileQueryKey, queryFn: skipToken }).data;
  const ready = useHydrated();
  const [closeCount, setCloseCount] = useState(0);

  const banner = useMemo(() => {
    const address: BannerLocation = { href: `${origin}${pathname}${search}${hash}`, pathname, search, hostname: new URL(origin).hostname };
    const now = new Date();
    // Close records live in the browser's storage (spec 01 §3) and, for the server, in a
    // cookie (the root loader reads it on both sides): the page is rendered and hydrated from
    // the cookie's, so a closed banner is never painted; storage adds any older record once
    // the page is hydrated.
    const closed = ready ? mergeClosedRecords(cookieClosed, readClosedBanners(localStorage, now)) : cookieClosed;
    const viewer = bannerViewerOf({
      signedIn,
      profile,
      // The server never sees the preview's viewer, so the browser's first render goes without it too.
      previewAs: ready ? previewViewer() : undefined,
      hydrated: ready,
      userAgent: ready ? navigator.userAgent : undefined,
      viewportWidth: ready ? window.innerWidth : undefined,
    });
    return firstVisibleBanner(banners, address, closed, now, viewer);
    // closeCount only forces a fresh read of the close records.
  }, [banners, origin, cookieClosed, signedIn, profile, pathname, search, hash, ready, closeCount]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = useCallback((closing: TopBannerData) => {
    closeBanner(localStorage, closing, new Date());
    setCloseCount((count) => count + 1);
  }, []);

  return { banner, close };
}
