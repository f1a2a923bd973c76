import { shellPaths } from '@/shared/routing';
import { matchesAnyRoutePattern } from './route-patterns';

// Spec 01 §2 route guard. The spec leaves the lists open; these follow §6 ("my page needs
// sign-in") plus the member checkout and the invitation event, which need a member account.

/** Guests opening these are sent to sign-in. Guest checkout lives under /order/private/*. */
export const protectedPaths: readonly string[] = [
  '/mypage',
  '/mypage/*',
  '/order/checkout',
  '/order/checkout/*',
  '/events/invitation',
];

/** Signed-in members opening these are sent home. */
export const signInPages: readonly string[] = ['/login', '/join', '/join/profile', '/join/complete'];

export type AccessDecision = 'allow' | { redirect: string };

export function accessDecision(pathname: string, isSignedIn: boolean, search = ''): AccessDecision {
  if (!isSignedIn && matchesAnyRoutePattern(protectedPaths, pathname)) {
    return { redirect: shellPaths.login(`${pathname}${search}`) };
  }
  if (isSignedIn && matchesAnyRoutePattern(signInPages, pathname)) {
    return { redirect: shellPaths.home() };
  }
  return 'allow';
}
