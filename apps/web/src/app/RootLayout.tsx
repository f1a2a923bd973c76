import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner, SiteLayout } from '@/shared/layout';
import { layoutFor } from './layout-routes';
import { ScrollManager } from './scroll-behaviour';
import { useFocusMainOnNavigation } from './use-focus-main';
import { useIdle } from './use-idle';

// The top banner (with DOMPurify) is its own chunk, fetched after the shell has rendered,
// so it never weighs on the first load.
const TopBanner = lazy(() => import('@/features/banner/TopBanner'));
// The cart alarm waits until the browser is idle: a late badge shifts nothing.
const CartCountSource = lazy(() => import('./CartCountSource'));

const topBanner = (
  <Suspense fallback={null}>
    <TopBanner />
  </Suspense>
);

export function RootLayout() {
  const { pathname } = useLocation();
  useFocusMainOnNavigation(pathname);
  const idle = useIdle();
  const [cartCount, setCartCount] = useState(0);
  const layout = layoutFor(pathname);
  return (
    <>
      <ScrollManager />
      <OfflineBanner />
      {idle && layout !== 'empty' ? (
        <Suspense fallback={null}>
          <CartCountSource onCount={setCartCount} />
        </Suspense>
      ) : null}
      <SiteLayout layout={layout} banner={topBanner} cartCount={cartCount}>
        <Outlet />
      </SiteLayout>
    </>
  );
}
