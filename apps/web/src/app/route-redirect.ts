import { internalPath } from '@maru/domain';
import { redirect } from 'react-router';
import { paths } from '@/shared/routing';

/** /route itself, however it is spelt (the router ignores case and a trailing slash). */
const isRouteItself = (target: string) => target.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase() === '/route';

/**
 * /route?path=… forwards to an in-app path: the normalised path internalPath answers (it
 * refuses other sites, '//host', '/\host', '/.//host' and the like), so this helper never
 * becomes an open redirect. Anything refused, a missing path, or /route itself goes home.
 */
export function internalRedirectTarget(rawPath: string | null): string {
  const target = internalPath(rawPath);
  return target === undefined || isRouteItself(target) ? paths.home() : target;
}

export function routeRedirectLoader({ request }: { request: Request }): never {
  const url = new URL(request.url);
  throw redirect(internalRedirectTarget(url.searchParams.get('path')));
}
