import { BannerDefaults } from '@maru/domain';
import type { BannerConditionRow, BannerRow } from './queries';
import type { BannerAnswer } from './schemas';

/** Condition groups per banner in stored order; a group with no conditions stays an empty group. */
function groupConditions(rows: readonly BannerConditionRow[]): Map<number, BannerAnswer['conditionList']> {
  const byBanner = new Map<number, Map<number, BannerAnswer['conditionList'][number]>>();
  for (const row of rows) {
    const groups = byBanner.get(row.bannerSeq) ?? new Map();
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

/** The answer shape of each banner; missing colours take the spec 01 §9 defaults. */
export function assembleBanners(banners: readonly BannerRow[], conditions: readonly BannerConditionRow[]): BannerAnswer[] {
  const groups = groupConditions(conditions);
  return banners.map((banner) => ({
    bannerSeq: banner.bannerSeq,
    contents: banner.contents,
    ...(banner.bannerLink ? { pcLink: { bannerLink: banner.bannerLink, targetBlankYn: banner.targetBlankYn } } : {}),
    bannerColor: banner.bannerColor || BannerDefaults.textColor,
    bgColor: banner.bgColor || BannerDefaults.bgColor,
    periodeDate: banner.closePeriod,
    closePeriod: banner.closePeriod,
    closeYn: banner.closeYn,
    conditionList: groups.get(banner.bannerSeq) ?? [],
  }));
}
