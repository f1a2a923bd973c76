import { redirect } from 'react-router';
import { paths } from '@/shared/routing';

/**
 * /route?path=… forwards to an in-app path. Only a same-origin path is followed: anything
 * else (absolute URLs, '//host', '/\host', a missing path, or /route itself) goes home,
 * because this helper must never become an open redirect to another site.
 */
export function internalRedirectTarget(rawPath: string | null, origin: string = window.location.origin): string {
  if (!rawPath || !rawPath.startsWith('/') || rawPath.startsWith('//') || rawPath.startsWith('/\\')) return paths.home();
  let target: URL;
  try {
    target = new URL(rawPath, origin);
  } catch {
    return paths.home();
  }
  if (target.origin !== origin || target.pathname === '/route') return paths.home();
  return `${target.pathname}${target.search}${target.hash}`;
}

export function routeRedirectLoader({ request }: { request: Request }): never {
  const url = new URL(request.url);
  throw redirect(internalRedirectTarget(url.searchParams.get('path'), url.origin));
}
