import { api } from '@/shared/api';
import { cachedRequest, withRetries } from './request-cache';

export interface HeroSlide {
  slideNo: number;
  title: string;
  subtitle: string;
  ctaLabel: string;
  ctaLink: string;
  image: { src: string; srcSet: string; width: number; height: number };
}

export interface HomeDisplay {
  heroSlides: HeroSlide[];
  samplePromotion: {
    eyebrow: string;
    title: string;
    description: string;
    points: string[];
    ctaLabel: string;
    ctaLink: string;
    secondaryLabel: string;
    secondaryLink: string;
  };
  showroomInvitation: {
    eyebrow: string;
    title: string;
    description: string;
    details: { label: string; value: string }[];
    ctaLabel: string;
    ctaLink: string;
  };
  categoryShortcuts: { label: string; path: string }[];
}

export const HOME_DISPLAY_KEY = 'display-home';

/** The home page's display data, kept for 10 minutes; retried after network trouble and 5xx. */
export const fetchHomeDisplay = (): Promise<HomeDisplay> =>
  cachedRequest(HOME_DISPLAY_KEY, 10 * 60_000, () =>
    withRetries(async () => (await api.get<HomeDisplay>('/display/v1/home')).data as HomeDisplay),
  );
