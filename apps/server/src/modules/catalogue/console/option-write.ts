import type { StockLostType } from '@maru/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';

/** A combination's row locked for the rest of the transaction; undefined when there is none. */
export function lockCombination(trx: Transaction<Database>, itemGroupSeq: number) {
  return trx.selectFrom('product_option_row').select(['product_no', 'extra_price', 'stock_lost_type']).where('item_group_seq', '=', itemGroupSeq).forUpdate().executeTakeFirst();
}

/** Sets a combination's extra price and what it becomes at 0, and marks its product changed. */
export async function updateCombination(trx: Transaction<Database>, itemGroupSeq: number, next: { extraPrice: number; stockLostType: StockLostType }, now: Date) {
  const row = await trx
    .updateTable('product_option_row')
    .set({ extra_price: next.extraPrice, stock_lost_type: next.stockLostType })
    .where('item_group_seq', '=', itemGroupSeq)
    .returning(['item_group_seq', 'product_no', 'item_names', 'extra_price', 'stock_cnt', 'stock_lost_type'])
    .executeTakeFirstOrThrow();
  await trx.updateTable('product').set({ updated_at: now }).where('product_no', '=', row.product_no).execute();
  return row;
}
