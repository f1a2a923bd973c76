import { parseQueryString } from '../guards';
import type { Banner, BannerCondition, BannerConditionGroup, BannerLocation } from './types';

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// '/product/list/' and '/product/list' are the same page to a shopper.
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function compareText(actual: string, wanted: string, compareType: BannerCondition['compareType']): boolean {
  if (compareType === 'SAME') return actual === wanted;
  if (compareType === 'INCLUDE') return actual.includes(wanted);
  return false;
}

function splitList(text: string): string[] {
  return [...new Set(text.split(',').map((value) => value.trim()).filter((value) => value.length > 0))];
}

function queryValues(location: BannerLocation, key: string): string[] | null {
  const values = parseQueryString(location.search)
    .filter(([name]) => name === key)
    .map(([, value]) => value);
  return values.length === 0 ? null : splitList(values.join(','));
}

function compareLists(actual: string[], wanted: string[], compareType: BannerCondition['compareType']): boolean {
  // Both lists come from splitList, so they hold no commas and no duplicates.
  if (compareType === 'SAME') return [...actual].sort().join(',') === [...wanted].sort().join(',');
  if (compareType === 'INCLUDE') return wanted.every((value) => actual.includes(value));
  return false;
}

/**
 * Whether the address satisfies the condition before EXCLUDE is applied.
 * - PAGE_PATH, PAGE_URL, HOST_NAME: SAME is equality, INCLUDE is substring. Both sides are
 *   percent-decoded so '/search/욕실' matches its encoded form; paths ignore a trailing
 *   slash; host names ignore case.
 * - Query parameters: the parameter's values (repeated keys and comma lists merged) and the
 *   wanted list are compared as sets of trimmed, non-empty values, so order and duplicates do
 *   not matter. SAME needs the same set; INCLUDE needs every wanted value, so an empty wanted
 *   list asks only that the parameter be present. A missing parameter never matches.
 * An unknown compareType never matches.
 */
function conditionMatchesAddress(condition: BannerCondition, location: BannerLocation): boolean {
  const wanted = decodeSafely(condition.parameterVal.trim());
  switch (condition.parameterType) {
    case 'PAGE_PATH':
      return compareText(withoutTrailingSlash(decodeSafely(location.pathname)), withoutTrailingSlash(wanted), condition.compareType);
    case 'PAGE_URL':
      return compareText(decodeSafely(location.href), wanted, condition.compareType);
    case 'HOST_NAME':
      return compareText(location.hostname.toLowerCase(), wanted.toLowerCase(), condition.compareType);
    default: {
      const actual = queryValues(location, condition.parameterType);
      if (actual === null) return false;
      return compareLists(actual, splitList(wanted), condition.compareType);
    }
  }
}

/** EXCLUDE inverts the whole condition, so "EXCLUDE utm_source" holds when utm_source is absent. */
export function conditionHolds(condition: BannerCondition, location: BannerLocation): boolean {
  const matches = conditionMatchesAddress(condition, location);
  return condition.incType === 'EXCLUDE' ? !matches : matches;
}

/** A group holds when all its conditions hold; a group without conditions always holds. */
export function groupHolds(group: BannerConditionGroup, location: BannerLocation): boolean {
  return group.conditionList.every((condition) => conditionHolds(condition, location));
}

/** Groups are alternatives: one holding group is enough, and a banner without groups shows everywhere. */
export function bannerMatches(banner: Pick<Banner, 'conditionList'>, location: BannerLocation): boolean {
  const groups = banner.conditionList ?? [];
  return groups.length === 0 || groups.some((group) => groupHolds(group, location));
}
