import { REVIEWABLE_LINE_STATUSES, type LineStatus, type RatingCounts, type ReviewPhotoFilter, type ReviewSort } from '@maru/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { StoredImageRef } from '../media';
import { memberContacts } from '../identity';

type Db = Kysely<Database> | Transaction<Database>;

export interface ReviewableLineRow {
  orderNo: string;
  lineNo: number;
  productNo: number;
  productName: string;
  brandName: string;
  optionName: string;
  status: LineStatus;
  orderedAt: Date;
  deliveredAt: Date | null;
}

/** The member's delivered or confirmed lines that have no review yet, the latest delivered first. */
function reviewableLines(db: Db, memberId: number) {
  return db
    .selectFrom('shop_order_line as l')
    .innerJoin('shop_order as o', 'o.order_id', 'l.order_id')
    .where('o.member_id', '=', memberId)
    .where('l.status', 'in', [...REVIEWABLE_LINE_STATUSES])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_review as r').select(sql.lit(1).as('one')).whereRef('r.order_id', '=', 'l.order_id').whereRef('r.line_no', '=', 'l.line_no'))),
    );
}

function reviewableLineRows(db: Db, memberId: number) {
  return reviewableLines(db, memberId).select([
    'o.order_no as orderNo', 'l.line_no as lineNo', 'l.product_no as productNo', 'l.product_name as productName', 'l.brand_name as brandName',
    'l.option_name as optionName', 'l.status', 'o.created_at as orderedAt', 'l.delivered_at as deliveredAt',
  ]);
}

/** One line the member may review now, or undefined (not theirs, not delivered, reviewed already). */
export async function reviewableLine(db: Db, memberId: number, orderNo: string, lineNo: number): Promise<ReviewableLineRow | undefined> {
  return (await reviewableLineRows(db, memberId).where('o.order_no', '=', orderNo).where('l.line_no', '=', lineNo).executeTakeFirst()) as ReviewableLineRow | undefined;
}

export async function reviewableLinePage(db: Db, memberId: number, page: number, size: number): Promise<{ rows: ReviewableLineRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    reviewableLineRows(db, memberId)
      .orderBy(sql`coalesce(l.delivered_at, o.created_at)`, 'desc')
      .orderBy('l.order_id', 'desc')
      .orderBy('l.line_no')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    reviewableLines(db, memberId).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ReviewableLineRow[], total: Number(count.count) };
}

export async function countReviewableLines(db: Db, memberId: number): Promise<number> {
  const row = await reviewableLines(db, memberId).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The line to review, locked, with its order's owner: two writes of one line wait for each other. */
export async function lockOrderLine(trx: Transaction<Database>, orderNo: string, lineNo: number) {
  return trx
    .selectFrom('shop_order_line as l')
    .innerJoin('shop_order as o', 'o.order_id', 'l.order_id')
    .select([
      'l.order_id', 'l.line_no', 'l.product_no', 'l.product_name', 'l.brand_name', 'l.option_name', 'l.status', 'l.delivered_at', 'o.member_id', 'o.order_no',
      'o.created_at as ordered_at',
    ])
    .where('o.order_no', '=', orderNo)
    .where('l.line_no', '=', lineNo)
    .forUpdate('l')
    .executeTakeFirst();
}

export async function reviewOfLine(db: Db, orderId: number, lineNo: number) {
  return db.selectFrom('product_review').select('review_id').where('order_id', '=', orderId).where('line_no', '=', lineNo).executeTakeFirst();
}

export async function insertReview(
  trx: Transaction<Database>,
  review: { memberId: number; orderId: number; lineNo: number; productNo: number; optionName: string; rating: number; body: string; now: Date },
  photos: readonly StoredImageRef[],
): Promise<number> {
  const { review_id } = await trx
    .insertInto('product_review')
    .values({
      member_id: review.memberId, order_id: review.orderId, line_no: review.lineNo, product_no: review.productNo, option_name: review.optionName,
      rating: review.rating, body: review.body, photo_count: photos.length, created_at: review.now, updated_at: review.now,
    })
    .returning('review_id')
    .executeTakeFirstOrThrow();
  await insertPhotos(trx, review_id, photos);
  return review_id;
}

async function insertPhotos(trx: Transaction<Database>, reviewId: number, photos: readonly StoredImageRef[]): Promise<void> {
  if (photos.length === 0) return;
  await trx
    .insertInto('review_photo')
    .values(photos.map((photo, position) => ({ review_id: reviewId, position, image_id: photo.imageId, storage_key: photo.storageKey, width: photo.width, height: photo.height })))
    .execute();
}

export async function lockMemberReview(trx: Transaction<Database>, reviewId: number, memberId: number) {
  return trx.selectFrom('product_review').selectAll().where('review_id', '=', reviewId).where('member_id', '=', memberId).forUpdate().executeTakeFirst();
}

export async function updateReview(trx: Transaction<Database>, reviewId: number, change: { rating: number; body: string; now: Date }, photos: readonly StoredImageRef[]): Promise<void> {
  await trx.updateTable('product_review').set({ rating: change.rating, body: change.body, photo_count: photos.length, updated_at: change.now }).where('review_id', '=', reviewId).execute();
  await trx.deleteFrom('review_photo').where('review_id', '=', reviewId).execute();
  await insertPhotos(trx, reviewId, photos);
}

/**
 * product.review_cnt (lists, the 'RV' sort) and review_rating_sum (the cards' average) as
 * the product's real reviews, in the write's transaction, so a new review and an edited
 * rating both move them.
 */
export async function refreshProductReviewCount(trx: Transaction<Database>, productNo: number): Promise<void> {
  await trx
    .updateTable('product')
    .set({
      review_cnt: sql<number>`(select count(*)::int from product_review where product_no = ${productNo})`,
      review_rating_sum: sql<number>`(select coalesce(sum(rating), 0)::int from product_review where product_no = ${productNo})`,
    })
    .where('product_no', '=', productNo)
    .execute();
}

export async function photosOf(db: Db, reviewIds: readonly number[]): Promise<Map<number, StoredImageRef[]>> {
  const byReview = new Map<number, StoredImageRef[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db.selectFrom('review_photo').selectAll().where('review_id', 'in', [...reviewIds]).orderBy('review_id').orderBy('position').execute();
  for (const row of rows) {
    const list = byReview.get(row.review_id) ?? [];
    list.push({ imageId: row.image_id, storageKey: row.storage_key, width: row.width, height: row.height });
    byReview.set(row.review_id, list);
  }
  return byReview;
}

function memberReviews(db: Db) {
  return db
    .selectFrom('product_review as r')
    .innerJoin('shop_order as o', 'o.order_id', 'r.order_id')
    .innerJoin('shop_order_line as l', (join) => join.onRef('l.order_id', '=', 'r.order_id').onRef('l.line_no', '=', 'r.line_no'))
    .select([
      'r.review_id', 'r.rating', 'r.body', 'r.created_at', 'r.updated_at', 'r.product_no', 'r.option_name', 'r.line_no', 'o.order_no', 'l.product_name', 'l.brand_name',
    ]);
}
export type MemberReviewRow = Awaited<ReturnType<ReturnType<typeof memberReviews>['executeTakeFirstOrThrow']>>;

export async function memberReviewPage(db: Db, memberId: number, page: number, size: number): Promise<{ rows: MemberReviewRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    memberReviews(db).where('r.member_id', '=', memberId).orderBy('r.created_at', 'desc').orderBy('r.review_id', 'desc').limit(size).offset((page - 1) * size).execute(),
    db.selectFrom('product_review').select((eb) => eb.fn.countAll<string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function memberReview(db: Db, memberId: number, reviewId: number): Promise<MemberReviewRow | undefined> {
  return memberReviews(db).where('r.member_id', '=', memberId).where('r.review_id', '=', reviewId).executeTakeFirst();
}

export async function ratingCountsOf(db: Db, productNo: number): Promise<{ counts: RatingCounts; photoCount: number }> {
  const rows = await db
    .selectFrom('product_review')
    .select(['rating', (eb) => eb.fn.countAll<string>().as('count'), sql<string>`count(*) filter (where photo_count > 0)`.as('photos')])
    .where('product_no', '=', productNo)
    .groupBy('rating')
    .execute();
  const counts = [0, 0, 0, 0, 0];
  let photoCount = 0;
  for (const row of rows) {
    counts[row.rating - 1] = Number(row.count);
    photoCount += Number(row.photos);
  }
  return { counts: counts as unknown as RatingCounts, photoCount };
}

export async function productReviewPage(db: Db, query: { productNo: number; sort: ReviewSort; photo: ReviewPhotoFilter; page: number; size: number }) {
  let select = db
    .selectFrom('product_review as r')
    .select(['r.review_id', 'r.member_id', 'r.rating', 'r.body', 'r.option_name', 'r.created_at', 'r.updated_at'])
    .where('r.product_no', '=', query.productNo);
  if (query.photo === 'ONLY') select = select.where('r.photo_count', '>', 0);
  if (query.photo === 'FIRST') select = select.orderBy(sql`r.photo_count > 0`, 'desc');
  if (query.sort === 'RATING_HIGH') select = select.orderBy('r.rating', 'desc');
  if (query.sort === 'RATING_LOW') select = select.orderBy('r.rating', 'asc');
  const rows = await select
    .orderBy('r.created_at', 'desc')
    .orderBy('r.review_id', 'desc')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  // The writer's name (masked by the view) comes from the identity module, which owns members.
  const writers = await memberContacts(db, rows.map((row) => row.member_id));
  return rows.map((row) => ({ ...row, name: writers.get(row.member_id)?.name ?? null }));
}
