import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';

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
 * Takes the pieces, each option in one guarded statement: the row lock the UPDATE takes
 * makes simultaneous buyers of one option queue, and each re-reads the stock it tests, so
 * stock never goes below zero however many buy at once. Options are taken in
 * item_group_seq order, so two orders sharing options cannot deadlock. Answers the first
 * option that is short (the caller rolls the transaction back), or undefined when all were taken.
 */
export async function takeStock(trx: Transaction<Database>, lines: readonly StockNeed[]): Promise<StockNeed | undefined> {
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

/**
 * Gives an order's pieces back, once: the guard on stock_held (flipped in the same
 * statement) makes a second call, from a racing webhook or job, change nothing; lines
 * already given back by a cancel or return are skipped. Answers the options whose stock
 * came back from 0 (restock alerts), or undefined when nothing was held.
 */
export async function returnStock(trx: Transaction<Database>, orderId: number): Promise<number[] | undefined> {
  const released = await trx.updateTable('shop_order').set({ stock_held: false }).where('order_id', '=', orderId).where('stock_held', '=', true).returning('order_id').executeTakeFirst();
  if (!released) return undefined;
  return giveBack(trx, orderId, undefined);
}

/**
 * Gives some lines' pieces back (a cancel or a return), each line once (stock_returned flips
 * in the same statement). When no line of the order holds stock any more, the order's
 * stock_held follows. Answers the options whose stock came back from 0.
 */
export async function returnLineStock(trx: Transaction<Database>, orderId: number, lineNos: readonly number[]): Promise<number[]> {
  if (lineNos.length === 0) return [];
  const restocked = await giveBack(trx, orderId, lineNos);
  const holding = await trx.selectFrom('shop_order_line').select('line_no').where('order_id', '=', orderId).where('stock_returned', '=', false).executeTakeFirst();
  if (!holding) await trx.updateTable('shop_order').set({ stock_held: false }).where('order_id', '=', orderId).execute();
  return restocked;
}

async function giveBack(trx: Transaction<Database>, orderId: number, lineNos: readonly number[] | undefined): Promise<number[]> {
  let lines = trx.updateTable('shop_order_line').set({ stock_returned: true }).where('order_id', '=', orderId).where('stock_returned', '=', false);
  if (lineNos) lines = lines.where('line_no', 'in', [...lineNos]);
  const returned = await lines.returning(['item_group_seq', 'qty']).execute();
  const restocked: number[] = [];
  for (const need of needsOf(returned.map((line) => ({ itemGroupSeq: line.item_group_seq, qty: line.qty })))) {
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

/**
 * Takes an order's pieces again (a payment arrived after the hold ran out) and marks them
 * held, all or none: a savepoint undoes the options already taken when a later one is short,
 * while the caller's transaction goes on to cancel the payment.
 */
export async function retakeStock(trx: Transaction<Database>, orderId: number): Promise<boolean> {
  const lines = await trx.selectFrom('shop_order_line').select(['item_group_seq', 'qty']).where('order_id', '=', orderId).execute();
  await sql`savepoint retake_stock`.execute(trx);
  const short = await takeStock(trx, lines.map((line) => ({ itemGroupSeq: line.item_group_seq, qty: line.qty })));
  if (short) {
    await sql`rollback to savepoint retake_stock`.execute(trx);
    return false;
  }
  await sql`release savepoint retake_stock`.execute(trx);
  await trx.updateTable('shop_order').set({ stock_held: true }).where('order_id', '=', orderId).execute();
  await trx.updateTable('shop_order_line').set({ stock_returned: false }).where('order_id', '=', orderId).execute();
  return true;
}
