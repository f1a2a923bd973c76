import { PRODUCT_HISTORY_MAX, type ProductView } from '@maru/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';

// Every SQL statement of the my page module. Cart tables are only read here (the header's
// cart alarm), never written.

type Db = Kysely<Database>;

/** Namespace of the history's advisory locks (two-key form: namespace, member id). */
const LOCK_NAMESPACE = sql`hashtext('maru.product-history')`;

export interface ProductViewRow {
  productNo: number;
  viewedAt: Date;
}

/** The member's views, newest first. */
export function listViews(db: Db, memberId: number): Promise<ProductViewRow[]> {
  return db
    .selectFrom('member_product_view')
    .select(['product_no as productNo', 'viewed_at as viewedAt'])
    .where('member_id', '=', memberId)
    .orderBy('viewed_at', 'desc')
    .orderBy('product_no', 'desc')
    .limit(PRODUCT_HISTORY_MAX)
    .execute();
}


/**
 * Adds views under the member's lock: a product already listed keeps the later of its two
 * times, then everything past the newest 50 goes. The lock keeps two tabs recording at once
 * from both trimming to different lists.
 */
export async function upsertViews(db: Db, memberId: number, views: readonly ProductView[]): Promise<void> {
  if (views.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${memberId})`.execute(trx);
    await trx
      .insertInto('member_product_view')
      .values(views.map((view) => ({ member_id: memberId, product_no: view.productNo, viewed_at: view.viewedAt })))
      .onConflict((oc) => oc.columns(['member_id', 'product_no']).doUpdateSet({ viewed_at: sql`greatest(member_product_view.viewed_at, excluded.viewed_at)` }))
      .execute();
    await trimViews(trx, memberId);
  });
}

async function trimViews(trx: Transaction<Database>, memberId: number): Promise<void> {
  const kept = trx
    .selectFrom('member_product_view')
    .select('product_no')
    .where('member_id', '=', memberId)
    .orderBy('viewed_at', 'desc')
    .orderBy('product_no', 'desc')
    .limit(PRODUCT_HISTORY_MAX);
  await trx.deleteFrom('member_product_view').where('member_id', '=', memberId).where('product_no', 'not in', kept).execute();
}

/** Removes one product (answers whether it was listed) or, without one, the whole list. */
export async function deleteViews(db: Db, memberId: number, productNo?: number): Promise<number> {
  let query = db.deleteFrom('member_product_view').where('member_id', '=', memberId);
  if (productNo !== undefined) query = query.where('product_no', '=', productNo);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}
