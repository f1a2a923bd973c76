import type { TopBanner } from '@maru/domain';

// The top banner list is read at every page's start-up, which stays free of zod: this check
// stands in for the contract's schema (topBannerView in packages/domain/src/banner/contract.ts)
// and is tested to accept and refuse exactly what that schema does (top-banner-check.test.ts).

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isYesNo = (value: unknown): value is 'Y' | 'N' => value === 'Y' || value === 'N';
const isString = (value: unknown): value is string => typeof value === 'string';

function isCondition(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.incType === 'INCLUDE' || value.incType === 'EXCLUDE') &&
    isString(value.parameterType) &&
    (value.compareType === 'SAME' || value.compareType === 'INCLUDE') &&
    isString(value.parameterVal)
  );
}

const isConditionGroup = (value: unknown): boolean => isObject(value) && Array.isArray(value.conditionList) && value.conditionList.every(isCondition);

export function isTopBanner(value: unknown): value is TopBanner {
  if (!isObject(value)) return false;
  const { bannerSeq, pcLink, conditionList } = value;
  return (
    Number.isSafeInteger(bannerSeq) &&
    isString(value.contents) &&
    (pcLink === undefined || (isObject(pcLink) && isString(pcLink.bannerLink) && isYesNo(pcLink.targetBlankYn))) &&
    isString(value.bannerColor) &&
    isString(value.bgColor) &&
    isString(value.periodeDate) &&
    isString(value.closePeriod) &&
    isYesNo(value.closeYn) &&
    Array.isArray(conditionList) &&
    conditionList.every(isConditionGroup)
  );
}

/** The banners of a list answer (`{bannerList}`) or of a stored list, each checked; unusable ones are dropped. */
export function topBannersIn(list: unknown): TopBanner[] {
  return Array.isArray(list) ? list.filter(isTopBanner) : [];
}
