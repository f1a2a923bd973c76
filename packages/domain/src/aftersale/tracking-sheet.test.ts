import { describe, expect, it } from 'vitest';
import { carrierOfCell, readLineNosCell, TRACKING_SHEET_TEMPLATE } from './tracking-sheet';

describe('the 송장 sheet', () => {
  it('names a carrier by code or Korean name, spaces and case aside', () => {
    expect(carrierOfCell('CJ')?.code).toBe('CJ');
    expect(carrierOfCell('cj 대한통운')?.code).toBe('CJ');
    expect(carrierOfCell('우체국택배')?.code).toBe('EPOST');
    expect(carrierOfCell('hanjin')?.code).toBe('HANJIN');
    expect(carrierOfCell('')).toBeUndefined();
    expect(carrierOfCell('대한통운택배')).toBeUndefined();
  });

  it('reads line numbers, empty meaning every line', () => {
    expect(readLineNosCell('')).toEqual([]);
    expect(readLineNosCell(' 1 ')).toEqual([1]);
    expect(readLineNosCell('1,2')).toEqual([1, 2]);
    expect(readLineNosCell('1 / 3')).toEqual([1, 3]);
    expect(readLineNosCell('0')).toBeUndefined();
    expect(readLineNosCell('1,1')).toBeUndefined();
    expect(readLineNosCell('첫째')).toBeUndefined();
  });

  it('offers a template with the header Excel opens as UTF-8', () => {
    expect(TRACKING_SHEET_TEMPLATE.startsWith('\uFEFF주문번호,주문상품번호,택배사,송장번호\r\n')).toBe(true);
  });
});
