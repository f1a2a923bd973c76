import { ApiCode, type StockReason, stockProblem } from '@maru/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { describeStockMoves, lockOptionStock } from '../queries/stock';

// Stock the operator moves (입고, 조정, 반품 입고, the spreadsheet). The ledger row itself is
// written by the database (migration 2026112811) for every change of stock; a writer only
// says, for its transaction, who moved it and why.

export interface StockMove {
  reason: StockReason;
  memo: string;
  staffId: number | null;
}

/** Sets one option's stock to `stockCnt`; answers the stock before, or undefined for an unknown option. */
export async function setStockTo(trx: Transaction<Database>, itemGroupSeq: number, stockCnt: number, move: StockMove): Promise<{ before: number; productNo: number } | undefined> {
  const before = await lockOptionStock(trx, itemGroupSeq);
  if (before === undefined) return undefined;
  await describeStockMoves(trx, move);
  const row = await trx.updateTable('product_option_row').set({ stock_cnt: stockCnt }).where('item_group_seq', '=', itemGroupSeq).returning('product_no').executeTakeFirstOrThrow();
  return { before, productNo: row.product_no };
}

/** Moves one option's stock by `change` pieces; never below 0. */
export async function moveStockBy(trx: Transaction<Database>, itemGroupSeq: number, change: number, move: StockMove) {
  const before = await lockOptionStock(trx, itemGroupSeq);
  if (before === undefined) throw new ApiError(ApiCode.OPTION_NOT_FOUND, '옵션을 찾을 수 없습니다.');
  if (before + change < 0) throw new ApiError(ApiCode.STOCK_BELOW_ZERO, `재고가 ${before}개라 ${-change}개를 뺄 수 없습니다.`);
  // Above the most one option holds (value-rules/quantities.ts): a typo, such as a pasted code.
  const tooMany = stockProblem(before + change);
  if (tooMany) throw new ApiError(ApiCode.REQUIRED_PARAMETER, tooMany.message, 400);
  const { productNo } = (await setStockTo(trx, itemGroupSeq, before + change, move))!;
  return { before, productNo, after: before + change };
}

export async function stockLedger(db: Kysely<Database>, itemGroupSeq: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('stock_ledger')
      .select(['ledger_id', 'change', 'stock_after', 'reason', 'memo', 'staff_id', 'order_no', 'created_at'])
      .where('item_group_seq', '=', itemGroupSeq)
      .orderBy('ledger_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db.selectFrom('stock_ledger').select((eb) => eb.fn.countAll<string>().as('count')).where('item_group_seq', '=', itemGroupSeq).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** The ledger's sum per option (tests and the console's check that the ledger explains the stock). */
export async function ledgerSums(db: Kysely<Database>, productNo: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('stock_ledger')
    .select(['item_group_seq', sql<number>`sum(change)::int`.as('total')])
    .where('product_no', '=', productNo)
    .groupBy('item_group_seq')
    .execute();
  return new Map(rows.map((row) => [row.item_group_seq, row.total]));
}
