import { isClosed } from './closedRecords';
import { bannerMatches } from './conditionMatch';
import type { Banner, BannerLocation, BannerViewer, ClosedBannerRecord } from './types';

/**
 * Only one top banner shows at a time: the first, in list order, whose conditions match the
 * address and the visitor and which the visitor has not closed. Null when none qualifies.
 */
export function firstVisibleBanner<B extends Banner>(
  banners: readonly B[],
  location: BannerLocation,
  closed: readonly ClosedBannerRecord[],
  now: Date,
  viewer: BannerViewer = {},
): B | null {
  return banners.find((banner) => bannerMatches(banner, location, viewer) && !isClosed(banner.bannerSeq, closed, now)) ?? null;
}
