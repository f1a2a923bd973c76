import { describe, expect, it } from 'vitest';
import { DISPLAY_PERIOD, percentProblem, periodProblem, STOCK_MAX, stockProblem } from './quantities';

describe('stockProblem', () => {
  it('takes whole pieces from 0 to the maximum', () => {
    expect([0, 1, STOCK_MAX].map((count) => stockProblem(count))).toEqual([null, null, null]);
    expect([-1, 1.5, STOCK_MAX + 1, Number.NaN].map((count) => stockProblem(count)?.field)).toEqual(['stockCnt', 'stockCnt', 'stockCnt', 'stockCnt']);
    expect(stockProblem(-1)?.message).toBe('재고는 0개 이상 1,000,000개 이하의 정수로 입력해 주세요.');
  });
});

describe('percentProblem', () => {
  it('names the field with its particle and the range', () => {
    expect(percentProblem(0, 'rate', '할인율')).toBeNull();
    expect(percentProblem(0, 'rate', '할인율', 1)).toEqual({ field: 'rate', message: '할인율은 1~100% 사이의 정수로 입력해 주세요.' });
    expect(percentProblem(101, 'share', '비율')?.message).toBe('비율은 0~100% 사이의 정수로 입력해 주세요.');
  });
});

describe('periodProblem', () => {
  it('wants the end after the start, either end open, both valid', () => {
    expect(periodProblem(null, null, DISPLAY_PERIOD)).toBeNull();
    expect(periodProblem('2027-03-01T00:00:00Z', null, DISPLAY_PERIOD)).toBeNull();
    expect(periodProblem('2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z', DISPLAY_PERIOD)).toBeNull();
    expect(periodProblem('2027-03-02T00:00:00Z', '2027-03-02T00:00:00Z', DISPLAY_PERIOD)).toEqual({ field: 'displayUntil', message: '노출 종료는 노출 시작보다 뒤여야 합니다.' });
    expect(periodProblem('어제', null, DISPLAY_PERIOD)?.message).toBe('노출 시작 날짜가 올바르지 않습니다.');
    expect(periodProblem(new Date('2027-03-02'), new Date('2027-03-01'), DISPLAY_PERIOD)?.field).toBe('displayUntil');
  });
});
