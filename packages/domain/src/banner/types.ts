export type IncType = 'INCLUDE' | 'EXCLUDE';
export type CompareType = 'SAME' | 'INCLUDE';
/** PAGE_PATH, PAGE_URL and HOST_NAME are parts of the address; any other value names a query parameter. */
export type ParameterType = 'PAGE_PATH' | 'PAGE_URL' | 'HOST_NAME' | (string & {});

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
