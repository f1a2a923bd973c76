import { analyticsUserRecord, type AnalyticsUserRecord } from '@maru/domain';
import { queryClient } from '@/shared/query';
import { isSignedIn } from '@/shared/session';
import { checkToken, createGuestId, fetchProfile, logout, type Profile } from './auth-api';
import { forgetGuestId, hasLiveGuestId, rememberGuestId } from './guest-marker';
import { profileQueryKey } from './profile-query';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Spec 01 §4: the tag manager learns who is shopping, with a no-data marker for gaps. */
export function pushAnalyticsUser(profile: Profile): AnalyticsUserRecord {
  const record = analyticsUserRecord(profile);
  (window.dataLayer ??= []).push(record);
  return record;
}

/** A guest id for a visitor without one; failures are left for the next page load. */
export async function ensureGuestId(): Promise<void> {
  if (isSignedIn() || hasLiveGuestId()) return;
  try {
    await createGuestId();
    rememberGuestId();
  } catch {
    // Guests can still browse; the next start-up asks again.
  }
}

/**
 * Start-up of spec 01 §4. A member's profile is fetched (and shared with useProfile through
 * the query cache); when that fails the token is checked, which lets the server drop a dead
 * session's cookies, and the visitor continues as a guest.
 */
export async function startSession(): Promise<void> {
  if (!isSignedIn()) return ensureGuestId();
  try {
    const profile = await queryClient.fetchQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => fetchProfile(signal) });
    pushAnalyticsUser(profile);
  } catch {
    queryClient.removeQueries({ queryKey: profileQueryKey });
    try {
      await checkToken();
    } catch {
      // An invalid token is the case being handled here; the server has cleared its cookies.
    }
    await ensureGuestId();
  }
}

/** After a change to the member's data: every page showing the profile fetches it again. */
export function invalidateProfile(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileQueryKey });
}

/** Ends the member session and continues as a guest with a fresh guest id. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } finally {
    queryClient.removeQueries({ queryKey: profileQueryKey });
    forgetGuestId();
    await ensureGuestId();
  }
}
