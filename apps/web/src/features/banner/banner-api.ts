import { BannerDefaults } from '@maru/domain';
import { api } from '@/shared/api';
import { readSessionBanners, saveSessionBanners, type TopBannerData } from './banner-storage';
import { topBannersIn } from './top-banner-check';

function bannerListOf(data: unknown): TopBannerData[] {
  return topBannersIn(typeof data === 'object' && data !== null ? (data as { bannerList?: unknown }).bannerList : undefined);
}

let pending: Promise<TopBannerData[]> | null = null;

/**
 * The TOP banners, fetched once per browser session (spec 01 §3): later navigations and
 * reloads read sessionStorage. A failed call shows no banner and is not stored, so the
 * next page load tries again.
 */
export function loadTopBanners(storage?: Storage): Promise<TopBannerData[]> {
  const stored = storage ? readSessionBanners(storage) : null;
  if (stored) return Promise.resolve(stored);
  pending ??= api
    .get('/banner/v1/list', { query: { bannerType: BannerDefaults.listType, sortType: BannerDefaults.sortType } })
    .then((answer) => {
      const banners = bannerListOf(answer.data);
      if (storage) saveSessionBanners(storage, banners);
      return banners;
    })
    .catch((): TopBannerData[] => [])
    .finally(() => {
      pending = null;
    });
  return pending;
}
