import type { ProductStatus } from './contract';

// The products spreadsheet (export and import share it): one row per option combination, the
// product's own columns repeated on each of its rows. Headers are Korean, as operators read
// them in Excel; the 상품정보제공고시 items follow as one `고시:<항목>` column per item.

export const SHEET_COLUMNS = {
  productNo: '상품번호',
  productName: '상품명',
  brandNo: '브랜드번호',
  categoryNo: '카테고리번호',
  price: '정가',
  sellingPrice: '판매가',
  status: '상태',
  vatRate: '부가세율',
  searchKeywords: '검색어',
  sampleable: '샘플',
  lowStockThreshold: '재고부족기준',
  itemGroupSeq: '옵션번호',
  options: '옵션',
  extraPrice: '옵션추가금액',
  stockCnt: '재고',
  stockLostType: '품절시',
  noticeGroup: '고시분류',
} as const;
export type SheetField = keyof typeof SHEET_COLUMNS;

/** A notice item's column: `고시:품명`. */
export const NOTICE_COLUMN_PREFIX = '고시:';

/** Sheet words for the sale state; the codes (ON_SALE …) are read too. */
export const sheetStatusWords: Readonly<Record<ProductStatus, string>> = { ON_SALE: '판매중', SOLD_OUT: '품절', HIDDEN: '숨김' };
export const sheetLostTypeWords = { STOCK_ALIM: '재입고알림', SALE_CLOSE: '판매종료' } as const;
export const sheetYes = 'Y';
export const sheetNo = 'N';

/** One combination's option cell: `색상=화이트 / 크기=600×600` (group=value, in the groups' order). */
export function optionCell(groups: readonly string[], values: readonly string[]): string {
  return groups.map((group, index) => `${group}=${values[index] ?? ''}`).join(' / ');
}

/** The cell back into group names and values; null when a part lacks its `=`. */
export function readOptionCell(cell: string): { groups: string[]; values: string[] } | null {
  const parts = cell.split(' / ').map((part) => part.trim()).filter(Boolean);
  const pairs = parts.map((part) => {
    const at = part.indexOf('=');
    return at > 0 ? [part.slice(0, at).trim(), part.slice(at + 1).trim()] : null;
  });
  if (!pairs.length || pairs.some((pair) => !pair || !pair[0] || !pair[1])) return null;
  return { groups: pairs.map((pair) => pair![0]!), values: pairs.map((pair) => pair![1]!) };
}

/** Search words in one cell, comma-separated. */
export const keywordCell = (words: readonly string[]) => words.join(', ');
export const readKeywordCell = (cell: string) => cell.split(',').map((word) => word.trim()).filter(Boolean);
