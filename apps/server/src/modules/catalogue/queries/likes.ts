import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { LikeType } from '../tables';

export async function likeTargetExists(db: Kysely<Database>, type: 'product' | 'brand', targetNo: number): Promise<boolean> {
  const found =
    type === 'product'
      ? await db.selectFrom('product').select('product_no').where('product_no', '=', targetNo).executeTakeFirst()
      : await db.selectFrom('brand').select('brand_no').where('brand_no', '=', targetNo).executeTakeFirst();
  return found !== undefined;
}

export async function isLiked(db: Kysely<Database>, memberId: number, type: LikeType, targetNo: number): Promise<boolean> {
  return (await likedAmong(db, memberId, type, [targetNo])).has(targetNo);
}

/**
 * Flips the like and answers the new state. Removing first and inserting only when
 * nothing was removed keeps two quick taps from leaving a duplicate or an error.
 */
export async function toggleLike(db: Kysely<Database>, memberId: number, type: LikeType, targetNo: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('member_like')
      .where('member_id', '=', memberId)
      .where('like_type', '=', type)
      .where('target_no', '=', targetNo)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    await trx
      .insertInto('member_like')
      .values({ member_id: memberId, like_type: type, target_no: targetNo })
      .onConflict((oc) => oc.columns(['member_id', 'like_type', 'target_no']).doNothing())
      .execute();
    return true;
  });
}

/** The member's liked targets, newest like first. */
export async function likedTargets(db: Kysely<Database>, memberId: number, type: LikeType, offset: number, limit: number): Promise<{ targetNos: number[]; totalCount: number }> {
  const base = db.selectFrom('member_like').where('member_id', '=', memberId).where('like_type', '=', type);
  const [rows, total] = await Promise.all([
    base.select('target_no').orderBy('created_at', 'desc').orderBy('target_no', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { targetNos: rows.map((row) => row.target_no), totalCount: Number(total.count) };
}

/** Which of these targets the member likes (for lists read without the member). */
export async function likedAmong(db: Kysely<Database>, memberId: number, type: LikeType, targetNos: readonly number[]): Promise<Set<number>> {
  if (targetNos.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_like')
    .select('target_no')
    .where('member_id', '=', memberId)
    .where('like_type', '=', type)
    .where('target_no', 'in', targetNos)
    .execute();
  return new Set(rows.map((row) => row.target_no));
}
