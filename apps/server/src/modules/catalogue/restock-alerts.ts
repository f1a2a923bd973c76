import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { memberContacts } from '../identity';
import { isMobileNumber, queueMessage } from '../message';

/**
 * Answers the restock alerts of options whose stock just came back from 0 (a cancel, a
 * return, an operator's change): each waiting request gets one message with the product's
 * link and is marked notified, in the caller's transaction, so an alert is sent exactly
 * when the stock change commits, and never twice (the rows are locked as they are read;
 * a renewed request is a new row). Members without a phone number, or who have left,
 * are marked too: nobody is left waiting for a message that cannot go.
 */
export async function queueRestockAlerts(trx: Transaction<Database>, itemGroupSeqs: readonly number[]): Promise<number> {
  if (itemGroupSeqs.length === 0) return 0;
  const waiting = await trx
    .selectFrom('stock_alim as alim')
    .innerJoin('product', 'product.product_no', 'alim.product_no')
    .innerJoin('product_option_row as option', 'option.item_group_seq', 'alim.item_group_seq')
    .select(['alim.alim_id', 'alim.member_id', 'alim.product_no', 'product.name as product_name', 'option.item_names', 'option.stock_cnt'])
    .where('alim.item_group_seq', 'in', [...itemGroupSeqs])
    .where('alim.notified_at', 'is', null)
    .orderBy('alim.alim_id')
    .forUpdate('alim')
    .skipLocked()
    .execute();
  const due = waiting.filter((row) => row.stock_cnt > 0);
  if (due.length === 0) return 0;
  const members = await memberContacts(trx, due.map((row) => row.member_id));
  let sent = 0;
  for (const row of due) {
    const member = members.get(row.member_id);
    if (!member?.phone || !isMobileNumber(member.phone) || member.status !== 'ACTIVE') continue;
    await queueMessage(trx, {
      template: 'RESTOCK',
      to: member.phone,
      variables: { 상품명: row.product_name, 옵션명: row.item_names.join(' / ') || '기본' },
      memberId: row.member_id,
      link: `/product/item/${row.product_no}`,
    });
    sent += 1;
  }
  await trx.updateTable('stock_alim').set({ notified_at: new Date() }).where('alim_id', 'in', due.map((row) => row.alim_id)).execute();
  return sent;
}
