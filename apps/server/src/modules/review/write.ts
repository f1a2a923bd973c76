import { ApiCode, cleanReviewText, isReviewableLineStatus, mayEditReview, type ReviewEdit, type ReviewWrite } from '@maru/domain';
import type { Kysely } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { attachImages, type StoredImageRef } from '../media';
import { lockOrderLine } from '../order';
import { insertReview, lockMemberReview, refreshProductReviewCount, reviewOfLine, updateReview } from './queries';
import { rewardReview } from './rewards';

/** Someone else's order, or none: as the order module answers, "not found", never "not yours". */
export const lineNotFound = () => new ApiError(ApiCode.ORDER_NOT_FOUND, '주문 정보를 찾을 수 없습니다.', 404);
export const reviewNotFound = () => new ApiError(ApiCode.REVIEW_NOT_FOUND, '후기를 찾을 수 없습니다.', 404);

/**
 * Writes the member's review of one of their delivered or confirmed lines, with the photos
 * they uploaded, in one transaction: the line is locked (two writes of the same line wait
 * for each other and the second finds the first), the uploads are attached, the product's
 * review count follows, and the points reward is booked. Answers the review's and the
 * product's numbers (the caller reports the product's changed review count once committed).
 */
export async function writeReview(db: Kysely<Database>, memberId: number, body: ReviewWrite, now: Date): Promise<{ reviewId: number; productNo: number }> {
  return db.transaction().execute(async (trx) => {
    const line = await lockOrderLine(trx, body.orderNo, body.lineNo);
    if (!line || line.memberId !== memberId) throw lineNotFound();
    if (!isReviewableLineStatus(line.status)) throw new ApiError(ApiCode.REVIEW_NOT_WRITABLE, '배송이 완료된 주문 상품만 후기를 쓸 수 있습니다.');
    if (await reviewOfLine(trx, line.orderId, line.lineNo)) throw new ApiError(ApiCode.REVIEW_ALREADY_WRITTEN, '이미 후기를 쓴 상품입니다.');
    const photos = await attachImages(trx, { memberId, purpose: 'review', imageIds: body.imageIds, now });
    const reviewId = await insertReview(
      trx,
      { memberId, orderId: line.orderId, lineNo: line.lineNo, productNo: line.productNo, optionName: line.optionName, rating: body.rating, body: cleanReviewText(body.text), now },
      photos,
    );
    await refreshProductReviewCount(trx, line.productNo);
    await rewardReview(trx, { memberId, reviewId, withPhoto: photos.length > 0, now });
    return { reviewId, productNo: line.productNo };
  });
}

/**
 * Changes the member's own review while it is editable (REVIEW_EDIT_DAYS after writing).
 * imageIds is the whole new list: ids of photos the review already has are kept, others
 * must be the member's fresh uploads. The reward is not paid again (a photo added later
 * does not turn a text review's points into a photo review's).
 */
/** Answers the reviewed product's number. */
export async function editReview(db: Kysely<Database>, memberId: number, reviewId: number, body: ReviewEdit, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const review = await lockMemberReview(trx, reviewId, memberId);
    if (!review) throw reviewNotFound();
    if (!mayEditReview(review.created_at, now)) throw new ApiError(ApiCode.REVIEW_EDIT_CLOSED, '작성 후 30일이 지난 후기는 고칠 수 없습니다.');
    const current = await trx.selectFrom('review_photo').selectAll().where('review_id', '=', reviewId).execute();
    const kept = new Map<string, StoredImageRef>(current.map((row) => [row.image_id, { imageId: row.image_id, storageKey: row.storage_key, width: row.width, height: row.height }]));
    const fresh = await attachImages(trx, { memberId, purpose: 'review', imageIds: body.imageIds.filter((id) => !kept.has(id)), now });
    const freshById = new Map(fresh.map((ref) => [ref.imageId, ref]));
    const photos = body.imageIds.map((id) => (kept.get(id) ?? freshById.get(id))!);
    await updateReview(trx, reviewId, { rating: body.rating, body: cleanReviewText(body.text), now }, photos);
    // A changed rating moves the product's average on the cards.
    await refreshProductReviewCount(trx, review.product_no);
    return review.product_no;
  });
}
