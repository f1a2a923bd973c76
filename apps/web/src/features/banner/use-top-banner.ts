import { firstVisibleBanner, mergeClosedRecords, type BannerLocation, type ClosedBannerRecord } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@/shared/browser';
import { topBannersQuery } from './banner-query';
import { closeBanner, readClosedBanners, type TopBannerData } from './banner-storage';

export interface TopBannerState {
  banner: TopBannerData | null;
  close: (banner: TopBannerData) => void;
}

const NO_BANNERS: TopBannerData[] = [];

/**
 * The one banner to show for the current address, re-evaluated on every navigation and
 * after a close; plus the close action itself.
 */
export function useTopBanner(origin: string, cookieClosed: readonly ClosedBannerRecord[]): TopBannerState {
  const { pathname, search, hash } = useLocation();
  const banners = useQuery(topBannersQuery).data ?? NO_BANNERS;
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
    return firstVisibleBanner(banners, address, closed, now);
    // closeCount only forces a fresh read of the close records.
  }, [banners, origin, cookieClosed, pathname, search, hash, ready, closeCount]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = useCallback((closing: TopBannerData) => {
    closeBanner(localStorage, closing, new Date());
    setCloseCount((count) => count + 1);
  }, []);

  return { banner, close };
}
