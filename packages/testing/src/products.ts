import { optionRowsData, searchListData } from '@maru/domain';
import { expectSuccess, type ShopCall } from './shop-call';

// Products to order, found as a shopper finds them: the newest products of the list, and of
// each the first option that is in stock, sold normally (not 상담 문의) and not sold out.

export interface OrderableOption {
  productNo: number;
  /** The option list's itemGroupSeq: the order sheet's optionGroupSeq. */
  optionGroupSeq: number;
  stockCnt: number;
}

/** `wanted` options of different products with at least `minStock` in stock; fails if the first pages hold too few. */
export async function orderableOptions(call: ShopCall, wanted: number, { minStock = 20, pages = 6 } = {}): Promise<OrderableOption[]> {
  const found: OrderableOption[] = [];
  for (let page = 1; page <= pages && found.length < wanted; page += 1) {
    const list = expectSuccess(
      'POST /api/product/v1/search/list',
      await call('POST', '/api/product/v1/search/list', { categorys: [], filters: [], page, size: 60, sorted: 'NE' }),
      searchListData,
    );
    for (const product of list.productList) {
      const { optionList } = expectSuccess('GET option/itemList', await call('GET', `/api/product/v1/option/itemList?productNo=${product.productNo}`), optionRowsData);
      const row = optionList.find((option) => option.stockCnt >= minStock && option.soldOutYn !== 'Y' && option.inquiryProductYn !== 'Y');
      if (row) found.push({ productNo: product.productNo, optionGroupSeq: row.itemGroupSeq, stockCnt: row.stockCnt });
      if (found.length >= wanted) break;
    }
  }
  if (found.length < wanted) throw new Error(`found ${found.length} orderable options of ${wanted} in the first ${pages} pages of the product list`);
  return found;
}
