import { z } from 'zod';
import { LINE_STATUSES } from '../aftersale/line-status';
import { mediaImageId, mediaImageView } from '../media/contract';
import { orderedProductView } from '../order/contract';
import { pageNumberParam, pageOf, pageSizeParam } from '../paging';
import { REVIEW_MAX_PHOTOS, REVIEW_PAGE_SIZE, REVIEW_PHOTO_FILTERS, REVIEW_SORTS, REVIEW_TEXT_MAX, reviewTextMessages, reviewTextProblem } from './rules';

// The review API's shapes (issue #14), declared once for the server's routes, my page's
// review pages and the product page's review section.

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
