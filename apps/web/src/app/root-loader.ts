import { redirect } from 'react-router';
import { isSignedIn } from '@/shared/session';
import { assertCleanQuery } from './query-guard';
import { accessDecision } from './route-access';

/**
 * Runs on every navigation (the root route always revalidates): the query-string guard
 * first, then the sign-in guard.
 */
export function rootLoader({ request }: { request: Request }): null {
  const url = new URL(request.url);
  assertCleanQuery(url.search);
  const decision = accessDecision(url.pathname, isSignedIn(), url.search);
  if (decision !== 'allow') throw redirect(decision.redirect);
  return null;
}
