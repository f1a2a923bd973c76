import type { Kysely, Transaction } from 'kysely';
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

export async function setOptionStock(trx: Transaction<Database>, itemGroupSeq: number, stockCnt: number): Promise<void> {
  await trx.updateTable('product_option_row').set({ stock_cnt: stockCnt }).where('item_group_seq', '=', itemGroupSeq).execute();
}
