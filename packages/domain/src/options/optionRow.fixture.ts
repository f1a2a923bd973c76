import { joinOptionList } from './productOptionRow';
import type { ProductOptionRow } from './productOptionRow';

let nextGroupSeq = 1;

/** A row for tests: one entry per level, item names derived from the item seqs. */
export function optionRow(itemSeqs: readonly number[], overrides: Partial<ProductOptionRow> = {}): ProductOptionRow {
  return {
    itemSeqList: joinOptionList(itemSeqs),
    itemNameList: joinOptionList(itemSeqs.map((seq) => `item ${seq}`)),
    optionSeqList: joinOptionList(itemSeqs.map((_, level) => 100 + level)),
    optionNameList: joinOptionList(itemSeqs.map((_, level) => `option ${level + 1}`)),
    optionStyleList: joinOptionList(itemSeqs.map(() => 'SELECT')),
    optionGroupSeq: nextGroupSeq++,
    itemGroupSeq: 1,
    orderPrice: 10_000,
    orderPriceDiscount: 0,
    stockCnt: 10,
    stockLostType: null,
    originImageUrl: null,
    thumbnailImageUrl: null,
    inquiryProductYn: 'N',
    saleYn: 'N',
    soldOutYn: 'N',
    ...overrides,
  };
}
