import { maskedWriter, mayEditReview, type MyReviewView, type ProductReviewView, type ReviewableLineView, reviewEditableUntil } from '@maru/domain';
import { productImageUrl } from '../catalogue';
import type { Media, StoredImageRef } from '../media';
import type { MemberReviewRow, ReviewableLineRow } from './queries';

export function reviewableLineViewOf(row: ReviewableLineRow): ReviewableLineView {
  return {
    orderNo: row.orderNo,
    lineNo: row.lineNo,
    productNo: row.productNo,
    productName: row.productName,
    brandName: row.brandName,
    optionName: row.optionName,
    imageUrl: productImageUrl(row.productNo, 320),
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
    imageUrl: productImageUrl(row.product_no, 320),
    rating: row.rating,
    text: row.body,
    photos: photos.map((photo) => media.view(photo)),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    editableUntil: reviewEditableUntil(row.created_at).toISOString(),
    editable: mayEditReview(row.created_at, now),
  };
}

export function productReviewViewOf(
  media: Media,
  row: { review_id: number; rating: number; body: string; option_name: string; created_at: Date; updated_at: Date; name: string | null },
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
  };
}
