import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner, SiteLayout } from '@/shared/layout';
import { layoutFor } from './layout-routes';
import { ScrollManager } from './scroll-behaviour';
import { useFocusMainOnNavigation } from './use-focus-main';

// The top banner (with DOMPurify) is its own chunk, fetched after the shell has rendered,
// so it never weighs on the first load.
const TopBanner = lazy(() => import('@/features/banner/TopBanner'));

const topBanner = (
  <Suspense fallback={null}>
    <TopBanner />
  </Suspense>
);

export function RootLayout() {
  const { pathname } = useLocation();
  useFocusMainOnNavigation(pathname);
  return (
    <>
      <ScrollManager />
      <OfflineBanner />
      <SiteLayout layout={layoutFor(pathname)} banner={topBanner}>
        <Outlet />
      </SiteLayout>
    </>
  );
}
