import { type Kysely, sql, type Transaction } from 'kysely';
import type { StockReason } from '@maru/domain';
import type { Database } from '../../../db/database';

export async function hasOpenStockAlim(db: Kysely<Database>, memberId: number, itemGroupSeq: number): Promise<boolean> {
  const row = await db
    .selectFrom('stock_alim')
    .select('alim_id')
    .where('member_id', '=', memberId)
    .where('item_group_seq', '=', itemGroupSeq)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Registers a restock alert; false when the member already has an open one for this option. */
export async function insertStockAlim(db: Kysely<Database>, memberId: number, productNo: number, itemGroupSeq: number): Promise<boolean> {
  const inserted = await db
    .insertInto('stock_alim')
    .values({ member_id: memberId, product_no: productNo, item_group_seq: itemGroupSeq })
    .onConflict((oc) => oc.columns(['member_id', 'item_group_seq']).where('notified_at', 'is', null).doNothing())
    .returning('alim_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The option's stock, its row locked for the rest of the transaction; undefined when there is no such option. */
export async function lockOptionStock(trx: Transaction<Database>, itemGroupSeq: number): Promise<number | undefined> {
  const row = await trx.selectFrom('product_option_row').select('stock_cnt').where('item_group_seq', '=', itemGroupSeq).forUpdate().executeTakeFirst();
  return row?.stock_cnt;
}

/**
 * Who moves stock in this transaction and why, for the stock ledger's trigger (migration
 * 2026112811): transaction-local settings. Without a reason a decrease is written as an order
 * and an increase as a cancel.
 */
export interface StockNote {
  reason?: StockReason;
  memo?: string;
  staffId?: number | null;
  orderNo?: string | null;
}

export async function describeStockMoves(trx: Transaction<Database>, note: StockNote): Promise<void> {
  await sql`select set_config('maru.stock_reason', ${note.reason ?? ''}, true), set_config('maru.stock_memo', ${note.memo ?? ''}, true),
    set_config('maru.stock_staff', ${note.staffId == null ? '' : String(note.staffId)}, true), set_config('maru.stock_order', ${note.orderNo ?? ''}, true)`.execute(trx);
}

export interface StockNeed {
  itemGroupSeq: number;
  qty: number;
}

/** One need per option (two lines of one option add up), in item_group_seq order. */
export function needsOf(lines: readonly StockNeed[]): StockNeed[] {
  const byOption = new Map<number, number>();
  for (const line of lines) byOption.set(line.itemGroupSeq, (byOption.get(line.itemGroupSeq) ?? 0) + line.qty);
  return [...byOption].map(([itemGroupSeq, qty]) => ({ itemGroupSeq, qty })).sort((a, b) => a.itemGroupSeq - b.itemGroupSeq);
}

/**
 * Takes the pieces of an order (order module), each option in one guarded statement: the row lock the UPDATE takes
 * makes simultaneous buyers of one option queue, and each re-reads the stock it tests, so
 * stock never goes below zero however many buy at once. Options are taken in
 * item_group_seq order, so two orders sharing options cannot deadlock. Answers the first
 * option that is short (the caller rolls the transaction back), or undefined when all were taken.
 */
export async function takeOptionStock(trx: Transaction<Database>, lines: readonly StockNeed[], note?: StockNote): Promise<StockNeed | undefined> {
  if (note) await describeStockMoves(trx, note);
  for (const need of needsOf(lines)) {
    const taken = await trx
      .updateTable('product_option_row')
      .set({ stock_cnt: sql<number>`stock_cnt - ${need.qty}` })
      .where('item_group_seq', '=', need.itemGroupSeq)
      .where('stock_cnt', '>=', need.qty)
      .returning('item_group_seq')
      .executeTakeFirst();
    if (!taken) return need;
  }
  return undefined;
}

/** Gives pieces back (a cancel, a return, an expired hold); answers the options whose stock came back from 0 (restock alerts). */
export async function putBackOptionStock(trx: Transaction<Database>, lines: readonly StockNeed[], note?: StockNote): Promise<number[]> {
  if (note && lines.length) await describeStockMoves(trx, note);
  const restocked: number[] = [];
  for (const need of needsOf(lines)) {
    const row = await trx
      .updateTable('product_option_row')
      .set({ stock_cnt: sql<number>`stock_cnt + ${need.qty}` })
      .where('item_group_seq', '=', need.itemGroupSeq)
      .returning('stock_cnt')
      .executeTakeFirst();
    if (row && row.stock_cnt === need.qty) restocked.push(need.itemGroupSeq);
  }
  return restocked;
}
