import { BannerDefaults, scheduleViewOf, type AdminBannerView, type BannerConditionGroup } from '@maru/domain';
import { bannerAllowList, sanitizeHtml } from '../../../core/text/html-sanitize';
import type { AdminBannerRow, BannerConditionRow, BannerRow } from './queries';
import type { BannerAnswer } from './schemas';

/** Condition groups per banner in stored order; a group with no conditions stays an empty group. */
function groupConditions(rows: readonly BannerConditionRow[]): Map<number, BannerConditionGroup[]> {
  const byBanner = new Map<number, Map<number, BannerConditionGroup>>();
  for (const row of rows) {
    const groups = byBanner.get(row.bannerSeq) ?? new Map<number, BannerConditionGroup>();
    byBanner.set(row.bannerSeq, groups);
    const group = groups.get(row.groupNo) ?? { conditionList: [] };
    groups.set(row.groupNo, group);
    const { incType, parameterType, compareType, parameterVal } = row;
    if (incType && parameterType !== null && compareType && parameterVal !== null) {
      group.conditionList.push({ incType, parameterType, compareType, parameterVal });
    }
  }
  return new Map([...byBanner].map(([bannerSeq, groups]) => [bannerSeq, [...groups.values()]]));
}

/** Banner text as it may be shown: cleaned with the banner allow-list on every read, whatever was stored. */
export const cleanBannerContents = (contents: string): string => sanitizeHtml(contents, bannerAllowList);

/** The answer shape of each banner; missing colours take the spec 01 §9 defaults. */
export function assembleBanners(banners: readonly BannerRow[], conditions: readonly BannerConditionRow[]): BannerAnswer[] {
  const groups = groupConditions(conditions);
  return banners.map((banner) => ({
    bannerSeq: banner.bannerSeq,
    contents: cleanBannerContents(banner.contents),
    ...(banner.bannerLink ? { pcLink: { bannerLink: banner.bannerLink, targetBlankYn: banner.targetBlankYn } } : {}),
    bannerColor: banner.bannerColor || BannerDefaults.textColor,
    bgColor: banner.bgColor || BannerDefaults.bgColor,
    periodeDate: banner.closePeriod,
    closePeriod: banner.closePeriod,
    closeYn: banner.closeYn,
    conditionList: groups.get(banner.bannerSeq) ?? [],
  }));
}

/** The console's view of each banner, its schedule's status at `now`. */
export function assembleAdminBanners(banners: readonly AdminBannerRow[], conditions: readonly BannerConditionRow[], now: Date): AdminBannerView[] {
  const groups = groupConditions(conditions);
  return banners.map((banner) => ({
    bannerSeq: banner.bannerSeq,
    contents: cleanBannerContents(banner.contents),
    pcLink: { bannerLink: banner.bannerLink ?? '', targetBlankYn: banner.targetBlankYn },
    bannerColor: banner.bannerColor || BannerDefaults.textColor,
    bgColor: banner.bgColor || BannerDefaults.bgColor,
    closeYn: banner.closeYn,
    closePeriod: banner.closePeriod,
    sortOrder: banner.sortOrder,
    conditionList: groups.get(banner.bannerSeq) ?? [],
    schedule: scheduleViewOf({ state: banner.state, startsAt: banner.displayStart, endsAt: banner.displayEnd }, now),
    updatedAt: banner.updatedAt.toISOString(),
  }));
}
