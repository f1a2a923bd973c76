import { shellPaths } from '@/shared/routing';

export interface ForbiddenRedirectDeps {
  /** POST /oauth/v1/token/check: lets the server re-validate or drop the cookie tokens. */
  checkToken: () => Promise<unknown>;
  navigate: (to: string) => void;
  currentLocation: () => { pathname: string; search: string };
}

/**
 * Spec 01 §2: after any 403 the token is checked and the visitor is sent to sign-in with a
 * way back. Concurrent 403s share one check, and nothing happens on /login itself so a
 * failing call there cannot loop.
 */
export function createForbiddenRedirect(deps: ForbiddenRedirectDeps): () => Promise<void> {
  let pending: Promise<void> | undefined;

  const run = async () => {
    try {
      await deps.checkToken();
    } catch {
      // An invalid token is exactly the case being handled; sign-in follows either way.
    }
    const { pathname, search } = deps.currentLocation();
    if (pathname === shellPaths.login()) return;
    deps.navigate(shellPaths.login(`${pathname}${search}`));
  };

  return () => {
    pending ??= run().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
