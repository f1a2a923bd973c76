import { z } from 'zod';
import { LINE_STATUSES } from '../aftersale/line-status';
import { mediaImageId, mediaImageView } from '../media/contract';
import { orderedProductView } from '../order/contract';
import { pageNumberParam, pageOf, pageSizeParam } from '../paging';
import {
  REVIEW_ANSWER_FILTERS, REVIEW_ANSWER_MAX, REVIEW_MAX_PHOTOS, REVIEW_PAGE_SIZE, REVIEW_PHOTO_FILTERS, REVIEW_SORTS, REVIEW_TEXT_MAX, reviewAnswerMessages, reviewAnswerProblem,
  reviewTextMessages, reviewTextProblem,
} from './rules';

// The review API's shapes (issue #14), declared once for the server's routes, my page's
// review pages, the product page's review section and the console's 리뷰 관리.

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Text limits are checked on the cleaned text (control characters out), as the form counts. */
const reviewText = z
  .string()
  // A cheap bound before cleaning: far more than any allowed text with its line breaks.
  .max(REVIEW_TEXT_MAX * 4, reviewTextMessages.TOO_LONG)
  .superRefine((text, context) => {
    const problem = reviewTextProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: reviewTextMessages[problem] });
  });
const rating = z.coerce.number().int('별점은 1점부터 5점까지입니다.').min(1, '별점을 골라 주세요.').max(5, '별점은 1점부터 5점까지입니다.');
const imageIds = z
  .array(mediaImageId)
  .max(REVIEW_MAX_PHOTOS, `사진은 ${REVIEW_MAX_PHOTOS}장까지 올릴 수 있습니다.`)
  .refine((list) => new Set(list).size === list.length, '같은 사진을 두 번 올릴 수 없습니다.')
  .default([]);

// ---- requests ----

export const reviewWriteBody = z.strictObject({
  orderNo: z.string().trim().min(1).max(40),
  lineNo: z.coerce.number().int().min(1).max(999),
  rating,
  text: reviewText,
  imageIds,
});
export type ReviewWriteBody = z.input<typeof reviewWriteBody>;
export type ReviewWrite = z.output<typeof reviewWriteBody>;

/** An edit names every photo the review keeps (earlier ones by their id) and new uploads, in order. */
export const reviewEditBody = z.strictObject({ rating, text: reviewText, imageIds });
export type ReviewEditBody = z.input<typeof reviewEditBody>;
export type ReviewEdit = z.output<typeof reviewEditBody>;

export const reviewIdParams = z.strictObject({ reviewId: id });
export const reviewPageQuery = z.strictObject({ page: pageNumberParam });

/** Which order line the write form is for. */
export const reviewLineQuery = z.strictObject({ orderNo: z.string().trim().min(1).max(40), lineNo: z.coerce.number().int().min(1).max(999) });


export const productReviewQuery = z.strictObject({
  productNo: id,
  sort: z.enum(REVIEW_SORTS).default('NEWEST'),
  photo: z.enum(REVIEW_PHOTO_FILTERS).default('ALL'),
  page: pageNumberParam,
  size: pageSizeParam(50, REVIEW_PAGE_SIZE),
});
export type ProductReviewQuery = z.output<typeof productReviewQuery>;

// ---- answers ----

/** The shop's answer under a review (판매자 답글): plain text, and when it was written or last edited (ISO 8601, UTC). */
export const reviewAnswerView = z.object({ text: z.string(), answeredAt: z.string() });
export type ReviewAnswerView = z.infer<typeof reviewAnswerView>;

/** An order line the member may review (배송완료 or 구매확정, not reviewed yet). */
export const reviewableLineView = z.object({
  orderNo: z.string(),
  lineNo: z.number().int(),
  ...orderedProductView.shape,
  status: z.enum(LINE_STATUSES),
  orderedAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type ReviewableLineView = z.infer<typeof reviewableLineView>;
export const reviewableLineListView = pageOf(reviewableLineView);

export const myReviewView = z.object({
  reviewId: z.number().int(),
  orderNo: z.string(),
  lineNo: z.number().int(),
  ...orderedProductView.shape,
  rating: z.number().int(),
  text: z.string(),
  photos: z.array(mediaImageView),
  createdAt: z.string(),
  updatedAt: z.string(),
  editableUntil: z.string(),
  editable: z.boolean(),
  answer: reviewAnswerView.nullable(),
});
export type MyReviewView = z.infer<typeof myReviewView>;
export const myReviewListView = pageOf(myReviewView);

export const productReviewView = z.object({
  reviewId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  photos: z.array(mediaImageView),
  /** The writer, masked (김**). */
  writer: z.string(),
  optionName: z.string(),
  createdAt: z.string(),
  edited: z.boolean(),
  answer: reviewAnswerView.nullable(),
});
export type ProductReviewView = z.infer<typeof productReviewView>;

export const reviewSummaryView = z.object({
  count: z.number().int(),
  average: z.number(),
  /** Reviews with 1, 2, 3, 4 and 5 stars. */
  distribution: z.array(z.number().int()).length(5),
  photoCount: z.number().int(),
});
export type ReviewSummaryView = z.infer<typeof reviewSummaryView>;

export const productReviewListView = pageOf(productReviewView).extend({ summary: reviewSummaryView });
export type ProductReviewListView = z.infer<typeof productReviewListView>;

// ---- the operator console (/api/admin/v1/reviews) ----

export const adminReviewQuery = z.strictObject({
  answer: z.enum(REVIEW_ANSWER_FILTERS).default('ALL'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  productNo: id.optional(),
  /** Words in the review's text. */
  keyword: z.string().trim().min(1).max(50).optional(),
  page: pageNumberParam,
  size: pageSizeParam(100, 30),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

export const adminReviewRow = z.object({
  reviewId: z.number().int(),
  productNo: z.number().int(),
  /** Null when the product is gone from the catalogue. */
  productName: z.string().nullable(),
  optionName: z.string(),
  rating: z.number().int(),
  /** The start of the text, on one line. */
  excerpt: z.string(),
  /** The writer's name as staff see it (unmasked), or 탈퇴 회원. */
  writerName: z.string(),
  photoCount: z.number().int(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRow>;

export const adminReviewListView = pageOf(adminReviewRow);
export type AdminReviewListView = z.infer<typeof adminReviewListView>;

export const adminReviewView = adminReviewRow.extend({
  text: z.string(),
  photos: z.array(mediaImageView),
  /** The reviewed order's number, for the order screen (null when the order is gone). */
  orderNo: z.string().nullable(),
  edited: z.boolean(),
  /** staffName: who wrote (or last edited) it; null for the seeded shop's answers. */
  answer: reviewAnswerView.extend({ staffName: z.string().nullable() }).nullable(),
});
export type AdminReviewView = z.infer<typeof adminReviewView>;

/** The shop's answer, cleaned as review text is; 1 to REVIEW_ANSWER_MAX characters. */
export const reviewAnswerRequest = z.strictObject({
  text: z
    .string()
    .max(REVIEW_ANSWER_MAX * 4, reviewAnswerMessages.TOO_LONG)
    .superRefine((text, context) => {
      const problem = reviewAnswerProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: reviewAnswerMessages[problem] });
    }),
});
export type ReviewAnswerRequest = z.input<typeof reviewAnswerRequest>;
