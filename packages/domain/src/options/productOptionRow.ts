import type { YnFlag } from '../price';
import { optionStatus } from './optionStatus';
import type { OptionStatus, StockLostType } from './optionStatus';

/**
 * One sellable combination of a product's options (spec 02 §3). The *List fields hold
 * one entry per option level, joined with '|', e.g. itemNameList '600x600|Matt'.
 * orderPrice is the list price and orderPriceDiscount the discounted price (0 = none).
 */
export interface ProductOptionRow {
  itemSeqList: string;
  itemNameList: string;
  optionSeqList: string;
  optionNameList: string;
  optionStyleList: string;
  optionGroupSeq: number;
  itemGroupSeq: number;
  orderPrice: number;
  orderPriceDiscount: number;
  stockCnt: number;
  stockLostType: StockLostType | null;
  originImageUrl: string | null;
  thumbnailImageUrl: string | null;
  inquiryProductYn: YnFlag;
  saleYn: YnFlag;
  soldOutYn: YnFlag;
}

/** Spec 02 §9: option lists are separated by the pipe character. */
export const OPTION_LIST_SEPARATOR = '|';

export function splitOptionList(joined: string): string[] {
  return joined === '' ? [] : joined.split(OPTION_LIST_SEPARATOR);
}

export function joinOptionList(parts: readonly (string | number)[]): string {
  return parts.join(OPTION_LIST_SEPARATOR);
}

export function rowStatus(row: Pick<ProductOptionRow, 'stockCnt' | 'stockLostType'>): OptionStatus {
  return optionStatus(row.stockCnt, row.stockLostType);
}
