import type { HomeDisplay } from '@maru/domain';
import { api } from '@/shared/api';
import { cachedRequest, withRetries } from './request-cache';

export type { HeroSlide, HomeDisplay } from '@maru/domain';

export const HOME_DISPLAY_KEY = 'display-home';

/** The home page's display data, kept for 10 minutes; retried after network trouble and 5xx. */
export const fetchHomeDisplay = (): Promise<HomeDisplay> =>
  cachedRequest(HOME_DISPLAY_KEY, 10 * 60_000, () =>
    withRetries(async () => (await api.get<HomeDisplay>('/display/v1/home')).data as HomeDisplay),
  );
