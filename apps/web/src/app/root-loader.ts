import { redirect } from 'react-router';
import { isSignedIn } from '@/shared/session';
import { assertCleanQuery } from './query-guard';
import { accessDecision } from './route-access';
import { scheduleSessionStart } from './session-start';

/**
 * Runs on every navigation (the root route always revalidates): the query-string guard
 * first, then the sign-in guard. The first run also schedules the session start-up.
 */
export function rootLoader({ request }: { request: Request }): null {
  scheduleSessionStart();
  const url = new URL(request.url);
  assertCleanQuery(url.search);
  const decision = accessDecision(url.pathname, isSignedIn(), url.search);
  if (decision !== 'allow') throw redirect(decision.redirect);
  return null;
}
