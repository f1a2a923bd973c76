import type { YnFlag } from '../price';

export type OptionStatus = 'AVAILABLE' | 'SALE_CLOSE' | 'STOCK_ALIM';
/** What an option shows once its stock runs out: closed, or open for restock alerts. */
export type StockLostType = Exclude<OptionStatus, 'AVAILABLE'>;

/**
 * Spec 02 §4. The stored stockLostType is free text on rows ("exact values not shown"),
 * so anything other than a known sold-out status falls back to SALE_CLOSE.
 */
export function optionStatus(stockCnt: number, stockLostType?: string | null): OptionStatus {
  if (stockCnt > 0) return 'AVAILABLE';
  return stockLostType === 'STOCK_ALIM' ? 'STOCK_ALIM' : 'SALE_CLOSE';
}

export function soldOutYn(status: OptionStatus): YnFlag {
  return status === 'AVAILABLE' ? 'N' : 'Y';
}
