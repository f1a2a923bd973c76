import { CacheMaxAgeMs, TimeoutMs } from '@maru/domain';
import { createForbiddenRedirect } from './forbidden-redirect';
import { createHttpClient } from './http-client';

export { ApiError, isApiError, type ApiErrorCode, type ApiErrorResult, type ApiFailureKind } from './api-error';
export type { ApiResponse } from './envelope';
export { createHttpClient, type HttpClient, type RequestOptions } from './http-client';

let apiNavigate: ((to: string) => void) | undefined;

/** The router is created after this module, so main.tsx hands its navigate function in. */
export function setApiNavigator(navigate: (to: string) => void): void {
  apiNavigate = navigate;
}

// The token check must not itself trigger the 403 rule, so it uses a client without it.
const tokenCheckClient = createHttpClient({ timeoutMs: TimeoutMs.generic });

const onForbidden = createForbiddenRedirect({
  checkToken: () => tokenCheckClient.post('/oauth/v1/token/check'),
  navigate: (to) => apiNavigate?.(to),
  currentLocation: () => ({ pathname: window.location.pathname, search: window.location.search }),
});

/** Uncached client, 12 s time-out. */
export const api = createHttpClient({ timeoutMs: TimeoutMs.generic, onForbidden });
/** The shopping helper of spec 01 §7: 9 s time-out. */
export const shopApi = createHttpClient({ timeoutMs: TimeoutMs.shopping, onForbidden });
/** GET answers are reused for 90 s, keyed by URL. */
export const cachedApi = createHttpClient({
  timeoutMs: TimeoutMs.generic,
  cacheTtlMs: CacheMaxAgeMs.cachedGetClient,
  onForbidden,
});
