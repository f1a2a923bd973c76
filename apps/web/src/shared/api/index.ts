import { CacheMaxAgeMs, TimeoutMs } from '@maru/domain';
import { config as zodConfig } from 'zod/v4/core';
import { navigateFromApi } from './api-navigation';
import { createForbiddenRedirect } from './forbidden-redirect';
import { createHttpClient } from './http-client';

export { ApiError, isApiError, type ApiErrorCode, type ApiErrorResult, type ApiFailureKind } from './api-error';
export { setApiNavigator } from './api-navigation';
export type { ApiResponse } from './envelope';
export { createHttpClient, type HttpClient, type RequestOptions } from './http-client';
export { setServerFetch } from './server-fetch';

// zod compiles fast parsers with new Function unless told not to; the CSP (no eval) refuses
// it and the browser reports each refusal as a security issue. Every answer the app parses
// comes through these clients, so this runs before any parse, outside the first download.
zodConfig({ jitless: true });

// The clients are marked pure so a bundle that only needs ApiError leaves them out.
// The token check must not itself trigger the 403 rule, so it uses a client without it.
const tokenCheckClient = /* @__PURE__ */ createHttpClient({ timeoutMs: TimeoutMs.generic });

const onForbidden = /* @__PURE__ */ createForbiddenRedirect({
  checkToken: () => tokenCheckClient.post('/oauth/v1/token/check'),
  navigate: navigateFromApi,
  currentLocation: () => ({ pathname: window.location.pathname, search: window.location.search }),
});

/** Uncached client, 12 s time-out. */
export const api = /* @__PURE__ */ createHttpClient({ timeoutMs: TimeoutMs.generic, onForbidden });
/** The shopping helper of spec 01 §7: 9 s time-out. */
export const shopApi = /* @__PURE__ */ createHttpClient({ timeoutMs: TimeoutMs.shopping, onForbidden });
/** GET answers are reused for 90 s, keyed by URL. */
export const cachedApi = /* @__PURE__ */ createHttpClient({
  timeoutMs: TimeoutMs.generic,
  cacheTtlMs: CacheMaxAgeMs.cachedGetClient,
  onForbidden,
});
