import { type AdminReviewQuery, REVIEWABLE_LINE_STATUSES, type LineStatus, type RatingCounts, type ReviewPhotoFilter, type ReviewSort } from '@maru/domain';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { StoredImageRef } from '../media';
import { setManyProductReviewStats, setProductReviewStats } from '../catalogue';
import { productNames } from '../catalogue';
import { memberContacts } from '../identity';
import { type MemberOrderLine, memberLinesIn, orderLineKey, orderLinesByKey } from '../order';
import { staffNames } from '../staff';
import type { ProductReviewTable } from './tables';

/** A delivered or confirmed line of the member's, as the order module reads it. */
export type ReviewableLineRow = Omit<MemberOrderLine, 'orderId' | 'status'> & { status: LineStatus };

/** Keys (orderLineKey) of the member's lines that have a review. */
async function reviewedLineKeys(db: Db, memberId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('product_review').select(['order_id', 'line_no']).where('member_id', '=', memberId).execute();
  return new Set(rows.map((row) => orderLineKey({ orderId: row.order_id, lineNo: row.line_no })));
}

/**
 * The member's delivered or confirmed lines that have no review yet, the latest delivered
 * first. The order module reads the lines, this one the reviews; a member has at most some
 * hundreds of such lines, so they are joined here rather than in one statement.
 */
async function reviewableLines(db: Db, memberId: number): Promise<ReviewableLineRow[]> {
  const [lines, reviewed] = await Promise.all([memberLinesIn(db, memberId, REVIEWABLE_LINE_STATUSES), reviewedLineKeys(db, memberId)]);
  return lines.filter((line) => !reviewed.has(orderLineKey(line))).map(({ orderId: _order, ...line }) => ({ ...line, status: line.status! }));
}

/** One line the member may review now, or undefined (not theirs, not delivered, reviewed already). */
export async function reviewableLine(db: Db, memberId: number, orderNo: string, lineNo: number): Promise<ReviewableLineRow | undefined> {
  return (await reviewableLines(db, memberId)).find((line) => line.orderNo === orderNo && line.lineNo === lineNo);
}

export async function reviewableLinePage(db: Db, memberId: number, page: number, size: number): Promise<{ rows: ReviewableLineRow[]; total: number }> {
  const lines = await reviewableLines(db, memberId);
  return { rows: lines.slice((page - 1) * size, page * size), total: lines.length };
}

export async function countReviewableLines(db: Db, memberId: number): Promise<number> {
  return (await reviewableLines(db, memberId)).length;
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
  await setProductReviewStats(trx, productNo, () =>
    trx
      .selectFrom('product_review')
      .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(rating), 0)::int`.as('ratingSum')])
      .where('product_no', '=', productNo)
      .executeTakeFirstOrThrow(),
  );
}

/** refreshProductReviewCount for many products in a few statements (the review seed's thousands). */
export async function refreshProductReviewCounts(trx: Transaction<Database>, productNos: readonly number[]): Promise<void> {
  await setManyProductReviewStats(trx, productNos, () =>
    trx
      .selectFrom('product_review')
      .select(['product_no as productNo', sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(rating), 0)::int`.as('ratingSum')])
      .where('product_no', 'in', [...productNos])
      .groupBy('product_no')
      .execute(),
  );
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

/** A member's review with its order line's number and names (read from the order module). */
export interface MemberReviewRow {
  review_id: number;
  rating: number;
  body: string;
  created_at: Date;
  updated_at: Date;
  product_no: number;
  option_name: string;
  line_no: number;
  order_no: string;
  product_name: string;
  brand_name: string;
  /** The product's main picture folder as of now, read with the order line (null: its design's). */
  main_image_base: string | null;
  answer_text: string | null;
  answered_at: Date | null;
}

async function withOrderLines(db: Db, reviews: readonly Selectable<ProductReviewTable>[]): Promise<MemberReviewRow[]> {
  const lines = await orderLinesByKey(db, reviews.map((review) => ({ orderId: review.order_id, lineNo: review.line_no })));
  return reviews.flatMap((review) => {
    const line = lines.get(orderLineKey({ orderId: review.order_id, lineNo: review.line_no }));
    if (!line) return [];
    return [{
      review_id: review.review_id, rating: review.rating, body: review.body, created_at: review.created_at, updated_at: review.updated_at, product_no: review.product_no,
      option_name: review.option_name, line_no: review.line_no, order_no: line.orderNo, product_name: line.productName, brand_name: line.brandName,
      main_image_base: line.mainImageBase, answer_text: review.answer_text, answered_at: review.answered_at,
    }];
  });
}

export async function memberReviewPage(db: Db, memberId: number, page: number, size: number): Promise<{ rows: MemberReviewRow[]; total: number }> {
  const [reviews, count] = await Promise.all([
    db.selectFrom('product_review').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('review_id', 'desc').limit(size).offset((page - 1) * size).execute(),
    db.selectFrom('product_review').select((eb) => eb.fn.countAll<string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  return { rows: await withOrderLines(db, reviews), total: Number(count.count) };
}

export async function memberReview(db: Db, memberId: number, reviewId: number): Promise<MemberReviewRow | undefined> {
  const review = await db.selectFrom('product_review').selectAll().where('member_id', '=', memberId).where('review_id', '=', reviewId).executeTakeFirst();
  return review && (await withOrderLines(db, [review]))[0];
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
    .select(['r.review_id', 'r.member_id', 'r.rating', 'r.body', 'r.option_name', 'r.created_at', 'r.updated_at', 'r.answer_text', 'r.answered_at'])
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

// ---- the shop's answers (the console's 리뷰 관리) ----

export type ReviewRow = Selectable<ProductReviewTable>;
/** A review with the names the console shows: its product's, its writer's, its answerer's, and its order's number. */
export type AdminReviewRowData = ReviewRow & { product_name: string | null; writer_name: string | null; staff_name: string | null; order_no: string | null };

/** `%words%` for ILIKE, with the pattern's own characters (%, _ and \\) taken literally. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The names the console's rows show, each read from the module that owns it (the product
 * from the catalogue, the writer from identity, the answerer from staff), one query each.
 */
async function withConsoleNames(db: Db, rows: readonly ReviewRow[], orders = false): Promise<AdminReviewRowData[]> {
  if (rows.length === 0) return [];
  const [products, writers, staff, lines] = await Promise.all([
    productNames(db, rows.map((row) => row.product_no)),
    memberContacts(db, rows.map((row) => row.member_id)),
    staffNames(db, rows.flatMap((row) => row.answered_by ?? [])),
    orders ? orderLinesByKey(db, rows.map((row) => ({ orderId: row.order_id, lineNo: row.line_no }))) : Promise.resolve(new Map<string, MemberOrderLine>()),
  ]);
  return rows.map((row) => ({
    ...row,
    product_name: products.get(row.product_no) ?? null,
    writer_name: writers.get(row.member_id)?.name ?? null,
    staff_name: row.answered_by === null ? null : staff.get(row.answered_by) ?? null,
    order_no: lines.get(orderLineKey({ orderId: row.order_id, lineNo: row.line_no }))?.orderNo ?? null,
  }));
}

/** The console's list: newest first, by answer state, rating, product and words in the text. */
export async function adminReviewPage(db: Db, query: AdminReviewQuery): Promise<{ rows: AdminReviewRowData[]; total: number }> {
  const filtered = db
    .selectFrom('product_review')
    .$if(query.answer === 'ANSWERED', (q) => q.where('answered_at', 'is not', null))
    .$if(query.answer === 'UNANSWERED', (q) => q.where('answered_at', 'is', null))
    .$if(query.rating !== undefined, (q) => q.where('rating', '=', query.rating!))
    .$if(query.productNo !== undefined, (q) => q.where('product_no', '=', query.productNo!))
    .$if(query.keyword !== undefined, (q) => q.where('body', 'ilike', likePattern(query.keyword!)));
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    filtered.selectAll().orderBy('created_at', 'desc').orderBy('review_id', 'desc').limit(query.size).offset((query.page - 1) * query.size).execute(),
  ]);
  return { rows: await withConsoleNames(db, rows), total: Number(total) };
}

/** One review for the console, with its order's number. */
export async function adminReview(db: Db, reviewId: number): Promise<AdminReviewRowData | undefined> {
  const row = await db.selectFrom('product_review').selectAll().where('review_id', '=', reviewId).executeTakeFirst();
  return row && (await withConsoleNames(db, [row], true))[0];
}

/** The review, locked until the transaction ends: two operators answering at once take turns. */
export async function lockReview(trx: Transaction<Database>, reviewId: number): Promise<ReviewRow | undefined> {
  return trx.selectFrom('product_review').selectAll().where('review_id', '=', reviewId).forUpdate().executeTakeFirst();
}

/** Writes (text) or removes (null) the shop's answer; the writer's updated_at stays as it is. */
export async function setReviewAnswer(trx: Transaction<Database>, reviewId: number, answer: { text: string; staffId: number | null; at: Date } | null): Promise<void> {
  await trx
    .updateTable('product_review')
    .set(answer ? { answer_text: answer.text, answered_by: answer.staffId, answered_at: answer.at } : { answer_text: null, answered_by: null, answered_at: null })
    .where('review_id', '=', reviewId)
    .execute();
}
