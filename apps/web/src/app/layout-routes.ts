import type { LayoutName } from '@/shared/layout';
import { matchesAnyRoutePattern } from './route-patterns';

// The one place that says which page gets which frame (spec 01 §2 layouts). A path not
// listed here gets the default layout.
export const layoutRoutes: Readonly<Record<Exclude<LayoutName, 'default'>, readonly string[]>> = {
  empty: ['/auth/callback', '/verify/callback', '/mypage/profile/callback', '/route'],
  simple: ['/login', '/join', '/join/*', '/verify', '/verify/*', '/cart', '/cart/*', '/order/*', '/policy', '/policy/*'],
  shop: ['/product/*', '/search', '/styling/*', '/exhibition', '/exhibition/*'],
};

// Empty is checked first so a callback page under a simple-layout area stays bare.
const precedence = ['empty', 'simple', 'shop'] as const;

export function layoutFor(pathname: string): LayoutName {
  return precedence.find((layout) => matchesAnyRoutePattern(layoutRoutes[layout], pathname)) ?? 'default';
}
