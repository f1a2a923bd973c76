import {
  keywordCell, neutraliseCell, optionCell, type ProductNotice, sheetLostTypeWords, sheetNo, sheetStatusWords, sheetYes,
} from '@maru/domain';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { consoleProductNos, type ListFilters } from './product-list';
import { NOTICE_COLUMNS, SHEET_HEADERS } from './sheet-layout';

// The products as CSV (UTF-8 with a BOM, so Excel reads the Korean), one row per option
// combination, in product number order, written block by block so 100,000 products stream.
// Every cell goes through neutraliseCell, so none can be run as a formula in Excel (a name
// typed as =HYPERLINK(…)); the import takes the ' off again (csvRecords).

const BLOCK = 500;
export const UTF8_BOM = '\uFEFF';

async function blockRows(db: Kysely<Database>, productNos: number[]): Promise<string[][]> {
  const [products, levels, rows, notices] = await Promise.all([
    db
      .selectFrom('product')
      .select(['product_no', 'name', 'brand_no', 'category_no', 'price', 'selling_price', 'status', 'vat_rate', 'search_keywords', 'sampleable', 'low_stock_threshold'])
      .where('product_no', 'in', productNos)
      .execute(),
    db.selectFrom('product_option').select(['product_no', 'option_name']).where('product_no', 'in', productNos).orderBy('product_no').orderBy('level').execute(),
    db
      .selectFrom('product_option_row')
      .select(['product_no', 'item_group_seq', 'item_names', 'extra_price', 'stock_cnt', 'stock_lost_type'])
      .where('product_no', 'in', productNos)
      .orderBy('product_no')
      .orderBy('sort_order')
      .orderBy('item_group_seq')
      .execute(),
    db.selectFrom('product_notice').select(['product_no', 'notice_group', 'items']).where('product_no', 'in', productNos).execute(),
  ]);
  const byNo = new Map(products.map((product) => [product.product_no, product]));
  const groupsOf = new Map<number, string[]>();
  for (const level of levels) groupsOf.set(level.product_no, [...(groupsOf.get(level.product_no) ?? []), level.option_name]);
  const noticeOf = new Map(notices.map((notice) => [notice.product_no, { group: notice.notice_group, items: notice.items } as ProductNotice]));
  return rows.map((row) => {
    const product = byNo.get(row.product_no)!;
    const notice = noticeOf.get(row.product_no);
    return neutralised([
      String(product.product_no),
      product.name,
      String(product.brand_no),
      String(product.category_no),
      String(product.price),
      String(product.selling_price),
      sheetStatusWords[product.status],
      String(product.vat_rate),
      keywordCell(product.search_keywords),
      product.sampleable ? sheetYes : sheetNo,
      String(product.low_stock_threshold),
      String(row.item_group_seq),
      optionCell(groupsOf.get(row.product_no) ?? [], row.item_names),
      String(row.extra_price),
      String(row.stock_cnt),
      sheetLostTypeWords[row.stock_lost_type],
      notice?.group ?? '',
      ...NOTICE_COLUMNS.map((column) => notice?.items[column.key] ?? ''),
    ]);
  });
}

/** A row as Excel may open it safely: numbers too (an extra price of -5,000 is written '-5000), see neutraliseCell. */
const neutralised = (cells: string[]) => cells.map(neutraliseCell);

/** The CSV in pieces: the BOM and header first, then each block of products. */
export async function* productSheet(db: Kysely<Database>, filters: ListFilters): AsyncGenerator<string> {
  yield UTF8_BOM + stringify([neutralised(SHEET_HEADERS as string[])], { record_delimiter: 'windows' });
  let after = 0;
  for (;;) {
    const block = (await consoleProductNos(db, filters, after, BLOCK)).map((row) => row.product_no);
    if (block.length === 0) return;
    yield stringify(await blockRows(db, block), { record_delimiter: 'windows' });
    after = block[block.length - 1]!;
  }
}
