import { CookieMaxAgeSeconds } from '@maru/domain';

/**
 * The guest id cookie (tma_id) is HttpOnly, so the page cannot see whether it still has one.
 * It remembers instead when it last asked for one, and asks again once that cookie's
 * lifetime (one day) is nearly over. A minute of margin covers clock drift.
 */
const KEY = 'tmsGuestIssuedAt';
const LIFETIME_MS = CookieMaxAgeSeconds.guestId * 1000 - 60_000;

export function hasLiveGuestId(now: number = Date.now(), storage: Storage = localStorage): boolean {
  const issuedAt = Number(storage.getItem(KEY));
  return Number.isFinite(issuedAt) && issuedAt > 0 && now - issuedAt < LIFETIME_MS;
}

export function rememberGuestId(now: number = Date.now(), storage: Storage = localStorage): void {
  storage.setItem(KEY, String(now));
}

export function forgetGuestId(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
