import { formatNumber, withParticle } from '../format';
import { isWholeBetween, type ValueProblem } from './problem';

// Counts, percentages and periods the consoles write (issue 41): stock, 재고 부족 thresholds,
// discount rates, display and publication periods.

/** Pieces of one option: more than a warehouse holds is a typo (an extra zero, a pasted code). */
export const STOCK_MAX = 1_000_000;

/** An option's stock: a whole number of pieces, 0 to STOCK_MAX. */
export function stockProblem(stockCnt: number, field = 'stockCnt'): ValueProblem | null {
  return isWholeBetween(stockCnt, 0, STOCK_MAX) ? null : { field, message: `재고는 0개 이상 ${formatNumber(STOCK_MAX)}개 이하의 정수로 입력해 주세요.` };
}

/** A percentage named `label` (할인율 …): whole, min (default 0) to 100. */
export function percentProblem(value: number, field: string, label: string, min = 0): ValueProblem | null {
  return isWholeBetween(value, min, 100) ? null : { field, message: `${withParticle(label, '은/는')} ${min}~100% 사이의 정수로 입력해 주세요.` };
}

export interface PeriodLabels {
  /** The request's name of the end field, where the form puts the sentence. */
  endField: string;
  start: string;
  end: string;
}

const timeOf = (value: Date | string | null): number | null => (value === null ? null : typeof value === 'string' ? Date.parse(value) : value.getTime());

/** A period (either end may be open, null): valid instants, the end after the start. */
export function periodProblem(from: Date | string | null, until: Date | string | null, labels: PeriodLabels): ValueProblem | null {
  const start = timeOf(from);
  const end = timeOf(until);
  if (start !== null && Number.isNaN(start)) return { field: labels.endField, message: `${labels.start} 날짜가 올바르지 않습니다.` };
  if (end !== null && Number.isNaN(end)) return { field: labels.endField, message: `${labels.end} 날짜가 올바르지 않습니다.` };
  if (start !== null && end !== null && end <= start) return { field: labels.endField, message: `${withParticle(labels.end, '은/는')} ${labels.start}보다 뒤여야 합니다.` };
  return null;
}

/** A product's 노출 기간 (display_from, display_until). */
export const DISPLAY_PERIOD: PeriodLabels = { endField: 'displayUntil', start: '노출 시작', end: '노출 종료' };
/** A published item's 게시 기간 (banners, exhibitions, notices, coupons on show …). */
export const PUBLICATION_PERIOD: PeriodLabels = { endField: 'endsAt', start: '게시 시작', end: '게시 종료' };
