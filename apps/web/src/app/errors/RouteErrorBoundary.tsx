import { lazy, Suspense } from 'react';
import { reloadPageForChunkError } from '../chunk-reload';

// The error page is needed only when something went wrong, so it is its own chunk. A failed
// fetch of it follows the chunk-reload guard; when that refuses, the failure reaches the root
// boundary, whose ErrorPageBoundary shows the bare message with a plain link home.
const RouteErrorPage = lazy(() =>
  import('./RouteErrorPage').then(
    (module) => ({ default: module.RouteErrorPage }),
    (error: unknown) => {
      if (reloadPageForChunkError()) return new Promise<never>(() => undefined);
      throw error;
    },
  ),
);

/** The errorElement of the app: 404s get the not-found page, everything else the error page. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
