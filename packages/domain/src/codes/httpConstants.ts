// The HTTP side of the shared constants (spec 01 §6–§7): cookie and header names, cache ages
// and time-outs. Apart from the other constants so the HTTP client needs only these;
// constants.ts re-exports them.

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

export const CacheMaxAgeMs = {
  cachedGetClient: 90_000,
  responseCache: 900_000,
} as const;

export const TimeoutMs = {
  generic: 12_000,
  shopping: 9_000,
} as const;
