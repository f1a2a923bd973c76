import {
  CLOSED_BANNERS_COOKIE,
  closedRecordFor,
  closedRecordsCookieValue,
  NO_BANNERS_MARKER,
  pruneExpired,
  readClosedRecords,
  StorageKey,
  withClosedRecord,
  type ClosedBannerRecord,
  type TopBanner,
} from '@maru/domain';
import { topBannersIn } from './top-banner-check';

/** A TOP banner as the list answers it (the domain's contract): a Banner plus the close-button switch. */
export type TopBannerData = TopBanner;

/** Fired on window whenever the visitor closes a banner, for analytics and other listeners. */
export const BANNER_CLOSE_EVENT = 'maru:banner-close';

export interface BannerCloseDetail {
  bannerSeq: number;
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

// Private browsing and full quotas make storage throw; the banner then simply forgets.
function writeSafely(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Nothing to do: the worst case is one more fetch or a closed banner showing again.
  }
}

/**
 * The list saved for this session: an array, [] when the server had none ('none' marker),
 * or null when nothing usable is stored yet and the list must be fetched.
 */
export function readSessionBanners(storage: Storage): TopBannerData[] | null {
  if (storage.getItem(StorageKey.banners) === NO_BANNERS_MARKER) return [];
  const stored = readJson(storage, StorageKey.banners);
  // Stored by an earlier version of the app, a list may lack fields: only banners that fit are used.
  return Array.isArray(stored) ? topBannersIn(stored) : null;
}

export function saveSessionBanners(storage: Storage, banners: readonly TopBannerData[]): void {
  writeSafely(storage, StorageKey.banners, banners.length === 0 ? NO_BANNERS_MARKER : JSON.stringify(banners));
}

/** The live close records; expired ones are dropped from storage as they are read. */
export function readClosedBanners(storage: Storage, now: Date): ClosedBannerRecord[] {
  const stored = readClosedRecords(readJson(storage, StorageKey.closedBanners));
  const live = pruneExpired(stored, now);
  if (live.length !== stored.length) writeSafely(storage, StorageKey.closedBanners, JSON.stringify(live));
  return live;
}

// The cookie lives as long as the longest close; the server renders the page without these banners.
function writeClosedBannersCookie(records: readonly ClosedBannerRecord[]): void {
  const lastDay = records.reduce((latest, record) => (record.periodeDate > latest ? record.periodeDate : latest), '');
  const expires = lastDay ? new Date(`${lastDay}T23:59:59`) : new Date(0);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CLOSED_BANNERS_COOKIE}=${closedRecordsCookieValue(records)}; Path=/; Expires=${expires.toUTCString()}; SameSite=Lax${secure}`;
}

/** Remembers the close until today + the banner's close period (in storage and a cookie) and tells listeners. */
export function closeBanner(storage: Storage, banner: TopBannerData, now: Date): ClosedBannerRecord[] {
  const record = closedRecordFor(banner.bannerSeq, banner.periodeDate ?? banner.closePeriod, now);
  const records = withClosedRecord(readClosedBanners(storage, now), record, now);
  writeSafely(storage, StorageKey.closedBanners, JSON.stringify(records));
  writeClosedBannersCookie(records);
  window.dispatchEvent(new CustomEvent<BannerCloseDetail>(BANNER_CLOSE_EVENT, { detail: { bannerSeq: banner.bannerSeq } }));
  return records;
}
