import {
  type AdminReviewRow, type AdminReviewView, maskedWriter, mayEditReview, type MyReviewView, type ProductReviewView, type ReviewableLineView, type ReviewAnswerView, reviewEditableUntil,
} from '@maru/domain';
import { productPictureUrl } from '../catalogue';
import type { Media, StoredImageRef } from '../media';
import type { AdminReviewRowData, MemberReviewRow, ReviewableLineRow } from './queries';

/** The shop's answer as shoppers see it, or null while there is none. */
function answerOf(row: { answer_text: string | null; answered_at: Date | null }): ReviewAnswerView | null {
  return row.answer_text !== null && row.answered_at ? { text: row.answer_text, answeredAt: row.answered_at.toISOString() } : null;
}

export function reviewableLineViewOf(row: ReviewableLineRow): ReviewableLineView {
  return {
    orderNo: row.orderNo,
    lineNo: row.lineNo,
    productNo: row.productNo,
    productName: row.productName,
    brandName: row.brandName,
    optionName: row.optionName,
    imageUrl: productPictureUrl(row, 320),
    status: row.status,
    orderedAt: row.orderedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export function myReviewViewOf(media: Media, row: MemberReviewRow, photos: readonly StoredImageRef[], now: Date): MyReviewView {
  return {
    reviewId: row.review_id,
    orderNo: row.order_no,
    lineNo: row.line_no,
    productNo: row.product_no,
    productName: row.product_name,
    brandName: row.brand_name,
    optionName: row.option_name,
    imageUrl: productPictureUrl({ productNo: row.product_no, mainImageBase: row.main_image_base }, 320),
    rating: row.rating,
    text: row.body,
    photos: photos.map((photo) => media.view(photo)),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    editableUntil: reviewEditableUntil(row.created_at).toISOString(),
    editable: mayEditReview(row.created_at, now),
    answer: answerOf(row),
  };
}

export function productReviewViewOf(
  media: Media,
  row: { review_id: number; rating: number; body: string; option_name: string; created_at: Date; updated_at: Date; name: string | null; answer_text: string | null; answered_at: Date | null },
  photos: readonly StoredImageRef[],
): ProductReviewView {
  return {
    reviewId: row.review_id,
    rating: row.rating,
    text: row.body,
    photos: photos.map((photo) => media.view(photo)),
    writer: maskedWriter(row.name),
    optionName: row.option_name,
    createdAt: row.created_at.toISOString(),
    edited: row.updated_at.getTime() > row.created_at.getTime(),
    answer: answerOf(row),
  };
}

const EXCERPT_CHARS = 80;
/** The start of a review on one line, cut at a character (never inside one) with an ellipsis. */
function excerptOf(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS - 1).join('')}…` : chars.join('');
}

export function adminReviewRowOf(row: AdminReviewRowData): AdminReviewRow {
  return {
    reviewId: row.review_id,
    productNo: row.product_no,
    productName: row.product_name,
    optionName: row.option_name,
    rating: row.rating,
    excerpt: excerptOf(row.body),
    writerName: row.writer_name ?? '탈퇴 회원',
    photoCount: row.photo_count,
    createdAt: row.created_at.toISOString(),
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

export function adminReviewViewOf(media: Media, row: AdminReviewRowData, photos: readonly StoredImageRef[]): AdminReviewView {
  const answer = answerOf(row);
  return {
    ...adminReviewRowOf(row),
    text: row.body,
    photos: photos.map((photo) => media.view(photo)),
    orderNo: row.order_no,
    edited: row.updated_at.getTime() > row.created_at.getTime(),
    answer: answer && { ...answer, staffName: row.staff_name },
  };
}
