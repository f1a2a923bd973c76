import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { OfflineBanner, SiteLayout } from '@/shared/layout';
import { layoutFor } from './layout-routes';
import type { RootData } from './root-loader';
import { ScrollManager } from './scroll-behaviour';
import { topBannerComponent } from './top-banner-chunk';
import { useFocusMainOnNavigation } from './use-focus-main';
import { useIdle } from './use-idle';

// Both are extras: when their chunk cannot be fetched (say the connection dropped just then)
// the page goes on without them rather than failing.
const renderNothing = () => ({ default: () => null });

// The cart alarm waits until the browser is idle: a late badge shifts nothing.
const CartCountSource = lazy(() => import('./CartCountSource').catch(renderNothing));
// The my page alarm likewise, and only for members (guests never have one).
const MypageAlarmSource = lazy(() => import('./MypageAlarmSource').catch(renderNothing));

export function RootLayout() {
  const { pathname } = useLocation();
  useFocusMainOnNavigation(pathname);
  const idle = useIdle();
  const [cartCount, setCartCount] = useState(0);
  const [mypageAlarm, setMypageAlarm] = useState(false);
  const layout = layoutFor(pathname);
  const { origin, closedBanners, signedIn } = useLoaderData() as RootData;
  const [TopBanner] = useState(topBannerComponent);
  // The same element on every render: the banner's server HTML is adopted only when its chunk
  // has come, and a new element before then would make React drop that HTML (a shift).
  const topBanner = useMemo(
    () => (
      <Suspense fallback={null}>
        <TopBanner origin={origin} closedBanners={closedBanners} signedIn={signedIn} />
      </Suspense>
    ),
    [TopBanner, origin, closedBanners, signedIn],
  );
  return (
    <>
      <ScrollManager />
      <OfflineBanner />
      {idle && layout !== 'empty' ? (
        <Suspense fallback={null}>
          <CartCountSource onCount={setCartCount} />
        </Suspense>
      ) : null}
      {idle && layout !== 'empty' && signedIn ? (
        <Suspense fallback={null}>
          <MypageAlarmSource onAlarm={setMypageAlarm} />
        </Suspense>
      ) : null}
      <SiteLayout layout={layout} banner={topBanner} cartCount={cartCount} mypageAlarm={mypageAlarm} signedIn={signedIn}>
        <Outlet />
      </SiteLayout>
    </>
  );
}
