import { describe, expect, it } from 'vitest';
import { optionStatus, soldOutYn } from './optionStatus';
import { rowStatus } from './productOptionRow';
import { optionRow } from './optionRow.fixture';

describe('optionStatus', () => {
  it('is AVAILABLE while stock is above 0', () => {
    expect(optionStatus(1)).toBe('AVAILABLE');
    expect(optionStatus(5, 'STOCK_ALIM')).toBe('AVAILABLE');
  });

  it('falls back to the given sold-out status, SALE_CLOSE by default', () => {
    expect(optionStatus(0)).toBe('SALE_CLOSE');
    expect(optionStatus(0, null)).toBe('SALE_CLOSE');
    expect(optionStatus(0, 'STOCK_ALIM')).toBe('STOCK_ALIM');
    expect(optionStatus(-3, 'SALE_CLOSE')).toBe('SALE_CLOSE');
    expect(optionStatus(0, 'SOMETHING_ELSE')).toBe('SALE_CLOSE');
  });

  it('maps only AVAILABLE to soldOutYn N', () => {
    expect(soldOutYn('AVAILABLE')).toBe('N');
    expect(soldOutYn('SALE_CLOSE')).toBe('Y');
    expect(soldOutYn('STOCK_ALIM')).toBe('Y');
  });

  it('reads a row by its stock and stockLostType', () => {
    expect(rowStatus(optionRow([1], { stockCnt: 0, stockLostType: 'STOCK_ALIM' }))).toBe('STOCK_ALIM');
    expect(rowStatus(optionRow([1], { stockCnt: 2 }))).toBe('AVAILABLE');
  });
});
