import { Outlet, useLocation } from 'react-router';
import { OfflineBanner, SiteLayout } from '@/shared/layout';
import { layoutFor } from './layout-routes';
import { ScrollManager } from './scroll-behaviour';
import { useFocusMainOnNavigation } from './use-focus-main';

export function RootLayout() {
  const { pathname } = useLocation();
  useFocusMainOnNavigation(pathname);
  return (
    <>
      <ScrollManager />
      <OfflineBanner />
      <SiteLayout layout={layoutFor(pathname)}>
        <Outlet />
      </SiteLayout>
    </>
  );
}
