import { firstVisibleBanner, type BannerLocation } from '@maru/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { loadTopBanners } from './banner-api';
import { closeBanner, readClosedBanners, type TopBannerData } from './banner-storage';

/**
 * The one banner to show for the current address, re-evaluated on every navigation and
 * after a close; plus the close action itself.
 */
export function useTopBanner(): { banner: TopBannerData | null; close: (banner: TopBannerData) => void } {
  const { pathname, search, hash } = useLocation();
  const [banners, setBanners] = useState<TopBannerData[]>([]);
  const [closeCount, setCloseCount] = useState(0);

  useEffect(() => {
    let mounted = true;
    void loadTopBanners().then((list) => {
      if (mounted) setBanners(list);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const banner = useMemo(() => {
    // The router's location is what the page shows; host and origin come from the window.
    const address: BannerLocation = {
      href: `${window.location.origin}${pathname}${search}${hash}`,
      pathname,
      search,
      hostname: window.location.hostname,
    };
    const now = new Date();
    return firstVisibleBanner(banners, address, readClosedBanners(localStorage, now), now);
    // closeCount only forces a fresh read of the close records.
  }, [banners, pathname, search, hash, closeCount]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = useCallback((closing: TopBannerData) => {
    closeBanner(localStorage, closing, new Date());
    setCloseCount((count) => count + 1);
  }, []);

  return { banner, close };
}
