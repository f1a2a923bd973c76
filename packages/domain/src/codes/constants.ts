// Shared business constants (spec 01 §6–§9, spec 02 §7–§9). Durations carry their unit in
// the name because the spec mixes seconds (cookies) and milliseconds (timers).

export const CookieName = {
  accessToken: 'tma',
  refreshToken: 'tmr',
  autoLogin: 'tml',
  guestId: 'tma_id',
  guestCart: 'tcn',
  xsrf: 'XSRF-TOKEN',
} as const;

export const CookieMaxAgeSeconds = {
  accessToken: 2_592_000,
  refreshToken: 2_592_000,
  autoLogin: 2_592_000,
  guestId: 86_400,
  guestCart: 86_400,
} as const;

export const HeaderName = {
  accessToken: '_tma_token',
  refreshToken: '_tmr_token',
  timezoneOffset: '_off_set',
  guestId: '_tma_id',
  xsrf: 'X-XSRF-TOKEN',
} as const;

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

/** A failed chunk load reloads the page at most once within this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const CacheMaxAgeMs = {
  cachedGetClient: 90_000,
  responseCache: 900_000,
} as const;

export const TimeoutMs = {
  generic: 12_000,
  shopping: 9_000,
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
