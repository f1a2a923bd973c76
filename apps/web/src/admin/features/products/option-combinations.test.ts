import { describe, expect, it } from 'vitest';
import { cartesian, combinationsMatch, combinationsOf, splitValues } from './option-combinations';

const colour = { name: '색상', valuesText: '화이트, 그레이' };
const size = { name: '크기', valuesText: '600×600\n300×600\n300×300' };

describe('option combinations', () => {
  it('makes every combination of 2 × 3 values, the first group varying slowest', () => {
    expect(combinationsOf([colour, size], []).map((row) => row.values.join(' / '))).toEqual([
      '화이트 / 600×600',
      '화이트 / 300×600',
      '화이트 / 300×300',
      '그레이 / 600×600',
      '그레이 / 300×600',
      '그레이 / 300×300',
    ]);
  });

  it('keeps what was typed for a combination when the rows are made again', () => {
    const first = combinationsOf([colour, size], []);
    first[1] = { ...first[1]!, stockCnt: '40', extraPrice: '2000', stockLostType: 'SALE_CLOSE' };
    const again = combinationsOf([{ ...colour, valuesText: '화이트, 그레이, 블랙' }, size], first);
    expect(again).toHaveLength(9);
    expect(again[1]).toEqual({ values: ['화이트', '300×600'], stockCnt: '40', extraPrice: '2000', stockLostType: 'SALE_CLOSE' });
    expect(again[8]).toEqual({ values: ['블랙', '300×300'], stockCnt: '0', extraPrice: '0', stockLostType: 'STOCK_ALIM' });
  });

  it('reads values split by commas or lines, without blanks or repeats', () => {
    expect(splitValues(' 화이트,,그레이\n화이트\n ')).toEqual(['화이트', '그레이']);
  });

  it('makes nothing while a group has no value, and tells stale rows from current ones', () => {
    expect(cartesian([['a'], []])).toEqual([]);
    const rows = combinationsOf([colour], []);
    expect(combinationsMatch([colour], rows)).toBe(true);
    expect(combinationsMatch([colour, size], rows)).toBe(false);
  });
});
