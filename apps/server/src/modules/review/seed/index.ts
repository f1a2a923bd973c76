import { sql, type Transaction } from 'kysely';
import { drawPictures, type SeedContext } from '../../../core/module';
import { drawingParallelism, inParallel } from '../../../core/operations/in-parallel';
import type { Database } from '../../../db/database';
import { deliveriesOf, designOfKey, drawReviewPhoto, REVIEW_PHOTO_SIZE, reviewSeedProducts } from '../../catalogue';
import { ensureSeededMembers } from '../../identity';
import { seededImageRef, seedStorage, type StoredImageRef, storeSeededImage } from '../../media';
import { insertSeededOrders } from '../../order';
import { refreshProductReviewCounts } from '../queries';
import { planReviews, type PlannedReview, type ReviewPlan } from './plan';

/**
 * The seed's steps, in order; a database holding version n gets the steps after n, once:
 * 1. reviewers, their delivered orders and their reviews (issue 26);
 * 2. the shop's answers to some of those reviews (seed/answers.ts).
 * A later step adds to what is there and never writes the plan's orders again: their order
 * numbers follow the plan's order, so wherever the catalogue changed since, a second write
 * would add a second set of orders and reviews beside the first.
 */
export const REVIEW_SEED_VERSION = 2;

/**
 * Seeds reviewers (members who never sign in), their delivered orders and their reviews,
 * and the shop's answers to some of them, in one transaction: a review is only written for
 * a line the writer's own order has in 배송완료 or 구매확정, and each product's review_cnt
 * and review_rating_sum are set from its reviews under the product's row lock, as a written
 * review sets them (refreshProductReviewCounts: refreshProductReviewCount in bulk).
 * No points are booked: the reviewers are not shoppers anyone signs in as. The photos are
 * drawn after the shop answers when the start allows it (drawPictures).
 */
export async function seedReviews(ctx: SeedContext): Promise<void> {
  if (ctx.options.reviews === false) return;
  const started = Date.now();
  const photos = await ctx.db.transaction().execute(async (trx) => {
    // Two processes starting at once (server and seed CLI) must not both seed.
    await sql`select pg_advisory_xact_lock(hashtext('maru.review-seed'))`.execute(trx);
    const state = await trx.selectFrom('review_seed_state').select(['version', 'reviews', 'photos_drawn']).where('id', '=', 1).executeTakeFirst();
    if (state?.version === REVIEW_SEED_VERSION) return state.photos_drawn ? [] : photosOf(await planFor(trx));
    const plan = await planFor(trx);
    const written = state ? { reviews: 0, photos: photosOf(plan) } : await writePlan(trx, plan);
    const answers = (state?.version ?? 0) < 2 ? await writeAnswers(trx, plan) : 0;
    const reviews = (state?.reviews ?? 0) + written.reviews;
    // Photos already drawn stay drawn when this start wrote no reviews.
    const photosDrawn = state?.photos_drawn === true && written.reviews === 0;
    await trx
      .insertInto('review_seed_state')
      .values({ id: 1, version: REVIEW_SEED_VERSION, reviews, photos_drawn: photosDrawn })
      .onConflict((oc) => oc.column('id').doUpdateSet({ version: REVIEW_SEED_VERSION, reviews, photos_drawn: photosDrawn, seeded_at: sql`now()` }))
      .execute();
    ctx.log.info({ reviews: written.reviews, answers, ms: Date.now() - started }, 'reviews seeded');
    return photosDrawn ? [] : written.photos;
  });
  if (photos.length && ctx.options.images !== false) await drawPictures(ctx, 'review photos', () => drawReviewPhotos(ctx, photos));
}

interface PhotoToDraw {
  ref: StoredImageRef;
  imageKey: string;
  variant: number;
}

async function planFor(trx: Transaction<Database>): Promise<ReviewPlan> {
  const products = await reviewSeedProducts(trx);
  return planReviews(products, await deliveriesOf(trx, products.map((product) => product.productNo)));
}

/** Every photo the plan's reviews show, once each. */
function photosOf(plan: ReviewPlan): PhotoToDraw[] {
  const photos = new Map<string, PhotoToDraw>();
  for (const photo of plan.reviews.flatMap((review) => review.photos)) {
    photos.set(photo.name, { ref: seededImageRef('review', photo.name, REVIEW_PHOTO_SIZE), imageKey: photo.imageKey, variant: photo.variant });
  }
  return [...photos.values()];
}

async function writePlan(trx: Transaction<Database>, plan: ReviewPlan): Promise<{ reviews: number; photos: PhotoToDraw[] }> {
  const memberIds = await ensureSeededMembers(trx, plan.members);
  const orders = plan.orders.flatMap((order) => {
    const memberId = memberIds.get(plan.buyerOf.get(order.seq)!);
    return memberId === undefined ? [] : [{ ...order, memberId }];
  });
  const orderIds = await insertSeededOrders(trx, orders);
  const rows = plan.reviews.flatMap((review) => {
    const orderId = orderIds.get(review.orderSeq);
    const memberId = memberIds.get(review.memberKey);
    if (orderId === undefined || memberId === undefined) return [];
    return [{ review, orderId, memberId, refs: review.photos.map((photo) => seededImageRef('review', photo.name, REVIEW_PHOTO_SIZE)) }];
  });
  await insertReviews(trx, rows);
  await refreshProductReviewCounts(trx, [...new Set(rows.map((row) => row.review.productNo))]);
  return { reviews: rows.length, photos: photosOf(plan) };
}

async function insertReviews(trx: Transaction<Database>, rows: { review: PlannedReview; orderId: number; memberId: number; refs: StoredImageRef[] }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000) {
    const chunk = rows.slice(start, start + 1_000);
    const inserted = await trx
      .insertInto('product_review')
      .values(chunk.map(({ review, orderId, memberId, refs }) => ({
        member_id: memberId, order_id: orderId, line_no: 1, product_no: review.productNo, option_name: review.optionName,
        rating: review.rating, body: review.text, photo_count: refs.length, created_at: review.createdAt, updated_at: review.createdAt,
      })))
      .onConflict((oc) => oc.columns(['order_id', 'line_no']).doNothing())
      .returning(['review_id', 'order_id'])
      .execute();
    const refsOf = new Map(chunk.map((row) => [row.orderId, row.refs]));
    const photoRows = inserted.flatMap((row) =>
      refsOf.get(row.order_id)!.map((ref, position) => ({ review_id: row.review_id, position, image_id: ref.imageId, storage_key: ref.storageKey, width: ref.width, height: ref.height })),
    );
    if (photoRows.length) await trx.insertInto('review_photo').values(photoRows).execute();
  }
}

/**
 * The plan's answers on the seeded reviews they answer, found by product, time and text
 * (a member's own review never shares all three with a seeded one). A review the shop has
 * answered meanwhile keeps its answer. Answers how many were written.
 */
async function writeAnswers(trx: Transaction<Database>, plan: ReviewPlan): Promise<number> {
  const answered = plan.reviews.flatMap((review) => (review.answer ? [{ review, answer: review.answer }] : []));
  let written = 0;
  for (let start = 0; start < answered.length; start += 500) {
    const rows = sql.join(
      answered.slice(start, start + 500).map(({ review, answer }) => sql`(${review.productNo}::int, ${review.createdAt}::timestamptz, ${review.text}::text, ${answer.text}::text, ${answer.answeredAt}::timestamptz)`),
    );
    const result = await sql`
      update product_review r set answer_text = v.answer_text, answered_at = v.answered_at, answered_by = null
        from (values ${rows}) as v (product_no, created_at, body, answer_text, answered_at)
       where r.product_no = v.product_no and r.created_at = v.created_at and r.body = v.body and r.answer_text is null`.execute(trx);
    written += Number(result.numAffectedRows ?? 0n);
  }
  return written;
}

/** Draws the photos (files already stored are kept), then notes that they are all there. */
async function drawReviewPhotos(ctx: SeedContext, photos: readonly PhotoToDraw[]): Promise<void> {
  const started = Date.now();
  const storage = seedStorage(ctx.config);
  await inParallel(photos, drawingParallelism(), async (photo) => {
    const design = designOfKey(photo.imageKey);
    if (design) await storeSeededImage(storage, photo.ref, await drawReviewPhoto(ctx.config.dataDir, design, photo.variant));
  });
  await ctx.db.updateTable('review_seed_state').set({ photos_drawn: true }).where('id', '=', 1).execute();
  ctx.log.info({ photos: photos.length, ms: Date.now() - started }, 'review photos ready');
}
