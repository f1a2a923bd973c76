import type { Banner, BannerCondition, BannerConditionGroup, BannerLocation, BannerViewer } from './types';

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

/**
 * The query string as decoded [key, value] pairs, read as guards' parseQueryString reads it
 * (form encoding: '+' a space, a malformed escape kept as typed). Not that function itself:
 * the console's live check (issue 27) runs this rule too, and a module the console shares with
 * the shop's start-up is split into a chunk of its own, which every shop page then downloads
 * (startup-budgets.json); targeting.test.ts holds the two to the same readings.
 */
export function bannerQueryPairs(search: string): [string, string][] {
  const decode = (text: string) => {
    const spaced = text.replace(/\+/g, ' ');
    try {
      return decodeURIComponent(spaced);
    } catch {
      return spaced;
    }
  };
  return (search.startsWith('?') ? search.slice(1) : search)
    .split('&')
    .filter((part) => part.length > 0)
    .map((part) => {
      const equals = part.indexOf('=');
      return [decode(equals === -1 ? part : part.slice(0, equals)), decode(equals === -1 ? '' : part.slice(equals + 1))];
    });
}

function queryValues(location: BannerLocation, key: string): string[] | null {
  const values = bannerQueryPairs(location.search)
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

/**
 * Whether the visitor is one of the listed values (MEMBER_STATE: GUEST, MEMBER, BUSINESS;
 * DEVICE_TYPE: mobile, tablet, PC, app): compareType SAME only, the list read as "one of"
 * (a visitor has one state and one device, so the query parameters' set rules would make a
 * list never match). Null when the visitor's part is not known yet.
 */
function conditionMatchesViewer(condition: BannerCondition, actual: string | undefined): boolean | null {
  if (actual === undefined) return null;
  if (condition.compareType !== 'SAME') return false;
  const listed = splitList(condition.parameterVal);
  if (actual === 'SIGNED_IN') {
    const member = listed.includes('MEMBER');
    const business = listed.includes('BUSINESS');
    return member === business ? member : null;
  }
  return listed.includes(actual);
}

function conditionMatches(condition: BannerCondition, location: BannerLocation, viewer: BannerViewer): boolean | null {
  if (condition.parameterType === 'MEMBER_STATE') return conditionMatchesViewer(condition, viewer.memberState);
  if (condition.parameterType === 'DEVICE_TYPE') return conditionMatchesViewer(condition, viewer.deviceType);
  return conditionMatchesAddress(condition, location);
}

/**
 * EXCLUDE inverts the whole condition, so "EXCLUDE utm_source" holds when utm_source is absent.
 * A condition on a part of the visitor not known yet holds neither way (see BannerViewer).
 */
export function conditionHolds(condition: BannerCondition, location: BannerLocation, viewer: BannerViewer = {}): boolean {
  const matches = conditionMatches(condition, location, viewer);
  if (matches === null) return false;
  return condition.incType === 'EXCLUDE' ? !matches : matches;
}

/** A group holds when all its conditions hold; a group without conditions always holds. */
export function groupHolds(group: BannerConditionGroup, location: BannerLocation, viewer: BannerViewer = {}): boolean {
  return group.conditionList.every((condition) => conditionHolds(condition, location, viewer));
}

/** Groups are alternatives: one holding group is enough, and a banner without groups shows everywhere. */
export function bannerMatches(banner: Pick<Banner, 'conditionList'>, location: BannerLocation, viewer: BannerViewer = {}): boolean {
  const groups = banner.conditionList ?? [];
  return groups.length === 0 || groups.some((group) => groupHolds(group, location, viewer));
}
