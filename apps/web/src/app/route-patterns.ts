/**
 * Route lists use two pattern forms: '/cart' matches that path exactly, '/mypage/*' matches
 * every path below /mypage (not /mypage itself). Matching ignores case and trailing slashes,
 * as the router does, so '/MyPage/' cannot slip past a list that names '/mypage'.
 */
export function normalizePathname(pathname: string): string {
  const lower = pathname.toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const path = normalizePathname(pathname);
  if (pattern.endsWith('/*')) {
    const base = normalizePathname(pattern.slice(0, -2));
    return path.startsWith(`${base}/`);
  }
  return path === normalizePathname(pattern);
}

export function matchesAnyRoutePattern(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchesRoutePattern(pattern, pathname));
}
