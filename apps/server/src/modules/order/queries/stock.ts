import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { putBackOptionStock, type StockNote, takeOptionStock } from '../../catalogue';

/**
 * Takes the pieces of each option from the catalogue's stock (catalogue/queries/stock.ts holds
 * the guarded statements); answers the first option that is short, or undefined when all were
 * taken. The caller rolls the transaction back when one is short.
 */
export const takeStock = takeOptionStock;

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
export async function returnLineStock(trx: Transaction<Database>, orderId: number, lineNos: readonly number[], note?: StockNote): Promise<number[]> {
  if (lineNos.length === 0) return [];
  const restocked = await giveBack(trx, orderId, lineNos, note);
  const holding = await trx.selectFrom('shop_order_line').select('line_no').where('order_id', '=', orderId).where('stock_returned', '=', false).executeTakeFirst();
  if (!holding) await trx.updateTable('shop_order').set({ stock_held: false }).where('order_id', '=', orderId).execute();
  return restocked;
}

async function giveBack(trx: Transaction<Database>, orderId: number, lineNos: readonly number[] | undefined, note?: StockNote): Promise<number[]> {
  let lines = trx.updateTable('shop_order_line').set({ stock_returned: true }).where('order_id', '=', orderId).where('stock_returned', '=', false);
  if (lineNos) lines = lines.where('line_no', 'in', [...lineNos]);
  const returned = await lines.returning(['item_group_seq', 'qty']).execute();
  return putBackOptionStock(trx, returned.map((line) => ({ itemGroupSeq: line.item_group_seq, qty: line.qty })), note);
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
