import type { DeviceType } from '../identity/userAgent';

export type IncType = 'INCLUDE' | 'EXCLUDE';
export type CompareType = 'SAME' | 'INCLUDE';
/**
 * PAGE_PATH, PAGE_URL and HOST_NAME are parts of the address (spec 01 §3); MEMBER_STATE and
 * DEVICE_TYPE are the visitor (issue 27, see targeting.ts); any other value names a query parameter.
 */
export type ParameterType = 'PAGE_PATH' | 'PAGE_URL' | 'HOST_NAME' | 'MEMBER_STATE' | 'DEVICE_TYPE' | (string & {});

/** Who is shopping, as a banner condition reads it: a guest, a member, or a business member (authNo 17). */
export type MemberState = 'GUEST' | 'MEMBER' | 'BUSINESS';

/**
 * The visitor the MEMBER_STATE and DEVICE_TYPE conditions read. A part left out is not known
 * yet (the server renders without the user agent): a condition on it does not hold, INCLUDE or
 * EXCLUDE, until it is known. SIGNED_IN is a member whose profile (and so whether a business
 * member) has not come yet: a condition naming both MEMBER and BUSINESS, or neither, is decided;
 * one naming just one of them waits like an unknown part.
 */
export interface BannerViewer {
  memberState?: MemberState | 'SIGNED_IN';
  /** The spec 01 §3 device types: tablet, mobile, PC, app. */
  deviceType?: DeviceType;
}

export interface BannerCondition {
  incType: IncType;
  parameterType: ParameterType;
  compareType: CompareType;
  /** For a query parameter, a comma-separated list of values. */
  parameterVal: string;
}

export interface BannerConditionGroup {
  conditionList: BannerCondition[];
}

export interface BannerLink {
  bannerLink: string;
  targetBlankYn: 'Y' | 'N';
}

export interface Banner {
  bannerSeq: number;
  /** May hold HTML; an empty string renders nothing. */
  contents: string;
  pcLink?: BannerLink;
  /** Text and close-button colour. */
  bannerColor?: string;
  bgColor?: string;
  /** How long a close hides the banner: a number and d, m or y ('1d', '3m', '1y'). */
  periodeDate?: string;
  conditionList?: BannerConditionGroup[];
}

/** Stored when a visitor closes a banner; periodeDate is the last local day (YYYY-MM-DD) it stays hidden. */
export interface ClosedBannerRecord {
  bannerSeq: number;
  periodeDate: string;
}

/**
 * The parts of the current address the conditions read. A URL or window.location fits as
 * is; pathname and href may be percent-encoded as browsers give them.
 */
export interface BannerLocation {
  href: string;
  pathname: string;
  hostname: string;
  search: string;
}
