import { formatKstDots } from '../format/kst-date';

// When an exhibition (기획전) can be read. One rule for the server's answers, its list order
// and the web page's marks, so a page never says 진행 중 where the list said 종료.

export const EXHIBITION_STATUSES = ['RUNNING', 'UPCOMING', 'ENDED'] as const;
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number];

export interface ExhibitionPeriod {
  startsAt: Date | string;
  endsAt: Date | string;
}

const timeOf = (value: Date | string): number => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Running from its start (inclusive) to its end (exclusive); before that upcoming, after it ended. */
export function exhibitionStatus(period: ExhibitionPeriod, now: Date): ExhibitionStatus {
  const at = now.getTime();
  if (at < timeOf(period.startsAt)) return 'UPCOMING';
  return at < timeOf(period.endsAt) ? 'RUNNING' : 'ENDED';
}

export const exhibitionStatusLabels: Readonly<Record<ExhibitionStatus, string>> = {
  RUNNING: '진행 중',
  UPCOMING: '오픈 예정',
  ENDED: '종료',
};

/** The list's order: running, then upcoming, then ended (spec: /exhibition lists current ones first). */
export const exhibitionStatusRank: Readonly<Record<ExhibitionStatus, number>> = { RUNNING: 0, UPCOMING: 1, ENDED: 2 };

/** The list's two tabs: what can be visited now or soon, and the archive of ended ones. */
export const EXHIBITION_TABS = ['current', 'ended'] as const;
export type ExhibitionTab = (typeof EXHIBITION_TABS)[number];

export const tabOfStatus = (status: ExhibitionStatus): ExhibitionTab => (status === 'ENDED' ? 'ended' : 'current');

/**
 * The period as shoppers read it, in Korean time: "2026. 11. 01. ~ 2026. 12. 31.". The end is
 * exclusive, so an exhibition ending at midnight shows the day before as its last day.
 */
export function exhibitionPeriodText(period: ExhibitionPeriod): string {
  const lastMoment = timeOf(period.endsAt) - 1;
  return `${formatKstDots(timeOf(period.startsAt))} ~ ${formatKstDots(lastMoment)}`;
}

export const EXHIBITION_PAGE_SIZE = 12;
export const EXHIBITION_PAGE_SIZE_MAX = 48;
