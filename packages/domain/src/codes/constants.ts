// Shared business constants (spec 01 §6–§9, spec 02 §7–§9). Durations carry their unit in
// the name because the spec mixes seconds (cookies) and milliseconds (timers). The HTTP ones
// and the chunk-reload window live in their own files, re-exported here.

export { CHUNK_RELOAD_GUARD_MS } from './chunkReload';
export { CacheMaxAgeMs, CookieMaxAgeSeconds, CookieName, HeaderName, TimeoutMs } from './httpConstants';

export const StorageKey = {
  /** session storage: the TOP banner list fetched once per session */
  banners: 'tmsBanners',
  /** local storage: closed-banner records with their expiry */
  closedBanners: 'tmsDisplayBanners',
  /** local storage: recent search words */
  recentSearches: 'trsword',
} as const;

/** Stored under StorageKey.banners when the server returned no banners, so it is not asked again. */
export const NO_BANNERS_MARKER = 'none';

export const BannerDefaults = {
  bgColor: '#1A1A1A',
  textColor: '#FFFFFF',
  heightPx: 48,
  closePeriod: '1d',
  showCloseButton: true,
  key: 99999,
  listType: 'TOP',
  sortType: 'CDC',
} as const;

export const PremiumCategory = { id: 507538, sorted: 'NE' } as const;

export const BUSINESS_AUTH_NO = 17;

export const ConversionType = {
  purchase: 1,
  join: 2,
  addCart: 3,
  reservation: 4,
  other: 5,
} as const;

export const TrackingEvent = {
  viewContent: 'ViewContent',
  purchase: 'Purchase',
  addToCart: 'AddToCart',
  prodDetail: 'ProdDetail',
  couponDownloadComplete: 'CouponDownload_Comp',
  refund: 'refund',
} as const;

export const LogLevel = { log: 0, info: 1, warn: 2, error: 3, off: 4 } as const;
export const LogPhase = { dev: 'DEV', qa: 'QA', prod: 'PROD' } as const;

export const SAMPLE_APPLY_FAQ_ID = 109;
export const RECENT_SEARCH_LIMIT = 5;
export const SUGGESTION_DELAY_MS = 300;
export const DEFAULT_VAT_RATE = 10;

/**
 * Pushed to the analytics data layer in place of a missing user field. The spec only says
 * "a no-data marker"; a fixed non-empty string keeps "unknown" distinguishable from "".
 */
export const ANALYTICS_NO_DATA = 'no-data';

/** Spelled as the spec fixes it; analytics reports already group on this exact value. */
export const ANALYTICS_USER_TYPE = 'noamal';
