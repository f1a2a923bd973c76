import { useLocation } from 'react-router';
import { SiteLayout } from '@/shared/layout';
import { layoutFor } from '../layout-routes';
import { ErrorPageBoundary } from './ErrorPageBoundary';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Errors thrown by the root route (its guards, or the layout itself) land here. The page is
 * framed like any other so the visitor keeps the header and footer.
 */
export function RootErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorPageBoundary>
      <SiteLayout layout={layoutFor(pathname)}>
        <RouteErrorBoundary />
      </SiteLayout>
    </ErrorPageBoundary>
  );
}
