import { withParticle } from '../format/particle';
import { z } from 'zod';
import { mediaImageId, mediaImageView } from '../media/contract';
import { pageNumberParam, pageOf, pageSizeParam } from '../paging';
import { isIsoCalendarDate } from '../staff/period';
import { INQUIRY_KINDS, INQUIRY_LIMITS, INQUIRY_STATUSES, MAX_INQUIRY_PHOTOS, normalizeText, plainTextProblem } from './rules';

// The inquiry API's shapes, declared once for the server's routes, my page, the product
// page and the operator console. Times travel as ISO 8601 strings in UTC.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const instant = z.string();
const isoDate = z.string().refine(isIsoCalendarDate, '날짜는 YYYY-MM-DD 형식으로 보내 주세요.');

/**
 * Plain text a shopper or operator typed: line breaks made one kind, outer blanks dropped,
 * then checked for unprintable characters and its length in characters. The raw length is
 * capped first so a megabyte of text is refused before it is walked.
 */
const plainText = (limits: { min: number; max: number }, what: string) =>
  z
    .string()
    .max(limits.max * 4 + 100, `${withParticle(what, '이/가')} 너무 깁니다.`)
    .overwrite(normalizeText)
    .superRefine((text, context) => {
      const problem = plainTextProblem(text, limits, what);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/** A code of the INQUIRY_CATEGORY group; the server checks it is one of the list. */
const category = z.string().trim().regex(/^[A-Z][A-Z0-9_]{0,29}$/, '문의 유형을 선택해 주세요.');
/** An order number as the shop writes them; whether it is the member's own is the server's check. */
const orderNo = z.string().trim().regex(/^[0-9A-Za-z-]{1,40}$/, '주문번호를 확인해 주세요.');

export const inquiryKind = z.enum(INQUIRY_KINDS);
export const inquiryStatus = z.enum(INQUIRY_STATUSES);
export const INQUIRY_STATUS_FILTERS = ['ALL', ...INQUIRY_STATUSES] as const;
export type InquiryStatusFilter = (typeof INQUIRY_STATUS_FILTERS)[number];

// ---- the member's requests ----

export const inquiryWriteRequest = z.strictObject({
  category,
  title: plainText(INQUIRY_LIMITS.title, '제목'),
  text: plainText(INQUIRY_LIMITS.text, '문의 내용'),
  orderNo: orderNo.nullish(),
  /** Pictures uploaded through the media module (POST /api/media/v1/images?purpose=inquiry), by the ids it answered. */
  photoIds: z
    .array(mediaImageId)
    .max(MAX_INQUIRY_PHOTOS, `사진은 ${MAX_INQUIRY_PHOTOS}장까지 올릴 수 있습니다.`)
    .refine((ids) => new Set(ids).size === ids.length, '같은 사진을 두 번 붙일 수 없습니다.')
    .optional(),
});
export type InquiryWriteRequest = z.input<typeof inquiryWriteRequest>;

export const inquiryParams = z.strictObject({ inquiryNo: id });

export const inquiryListQuery = z.strictObject({
  kind: inquiryKind.default('ONE_TO_ONE'),
  status: z.enum(INQUIRY_STATUS_FILTERS).default('ALL'),
  page: pageNumberParam,
});
export type InquiryListQuery = z.infer<typeof inquiryListQuery>;

export const productQuestionRequest = z.strictObject({
  productNo: id,
  text: plainText(INQUIRY_LIMITS.question, '문의 내용'),
  secret: z.boolean().default(false),
});
export type ProductQuestionRequest = z.input<typeof productQuestionRequest>;

export const productQnaQuery = z.strictObject({ productNo: id, page: pageNumberParam, size: pageSizeParam(50, 10) });

// ---- answers ----

export const inquiryAnswerView = z.object({ text: z.string(), answeredAt: instant });
/** An attached picture, as the media module shows it (WebP at the shop's widths). */
export const inquiryPhotoView = mediaImageView;

/** One of the member's own inquiries (either kind), as my page shows it. */
export const inquiryView = z.object({
  inquiryNo: z.number().int(),
  kind: inquiryKind,
  category: z.string().nullable(),
  categoryName: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string(),
  orderNo: z.string().nullable(),
  productNo: z.number().int().nullable(),
  productName: z.string().nullable(),
  secret: z.boolean(),
  status: inquiryStatus,
  createdAt: instant,
  updatedAt: instant,
  answer: inquiryAnswerView.nullable(),
  /** Answered and not yet opened by the member (my page's alarm). */
  answerUnread: z.boolean(),
  /** Editable and deletable (a 1:1 inquiry not yet answered). */
  changeable: z.boolean(),
  photos: z.array(inquiryPhotoView),
});
export type InquiryView = z.infer<typeof inquiryView>;

export const inquiryListView = pageOf(inquiryView).extend({
  counts: z.object({ waiting: z.number().int().nonnegative(), answered: z.number().int().nonnegative() }),
});
export type InquiryListView = z.infer<typeof inquiryListView>;

/** The member's orders the write form offers to link. */
/** POST, PUT and DELETE /mypage/v1/inquiry: the 1:1 inquiry written, changed or removed, by its number. */
export const inquiryNumberData = z.object({ inquiryNo: z.number().int() });
/** POST /product/v1/qna: the product question written, by its number. */
export const questionNumberData = z.object({ questionNo: z.number().int() });

export const inquiryOrderOptionsView = z.object({ list: z.array(z.object({ orderNo: z.string(), orderedAt: instant, goods: z.string() })) });
export type InquiryOrderOptionsView = z.infer<typeof inquiryOrderOptionsView>;

/** A question on the product page. A secret one not the viewer's is `locked`: no text, no answer. */
export const productQuestionView = z.object({
  questionNo: z.number().int(),
  secret: z.boolean(),
  locked: z.boolean(),
  mine: z.boolean(),
  author: z.string(),
  text: z.string().nullable(),
  status: inquiryStatus,
  createdAt: instant,
  answer: inquiryAnswerView.nullable(),
});
export type ProductQuestionView = z.infer<typeof productQuestionView>;

export const productQnaView = pageOf(productQuestionView);
export type ProductQnaView = z.infer<typeof productQnaView>;

// ---- the operator console (/api/admin/v1/inquiries) ----

export const ADMIN_INQUIRY_KINDS = ['ALL', ...INQUIRY_KINDS] as const;

export const adminInquiryQuery = z.strictObject({
  kind: z.enum(ADMIN_INQUIRY_KINDS).default('ALL'),
  status: z.enum(INQUIRY_STATUS_FILTERS).default('ALL'),
  category: category.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: pageNumberParam,
  size: pageSizeParam(100, 30),
});
export type AdminInquiryQuery = z.infer<typeof adminInquiryQuery>;

export const adminInquiryRow = z.object({
  inquiryNo: z.number().int(),
  kind: inquiryKind,
  categoryName: z.string().nullable(),
  /** The title, or the start of a product question. */
  subject: z.string(),
  productNo: z.number().int().nullable(),
  productName: z.string().nullable(),
  memberName: z.string(),
  secret: z.boolean(),
  status: inquiryStatus,
  createdAt: instant,
  answeredAt: instant.nullable(),
});
export type AdminInquiryRow = z.infer<typeof adminInquiryRow>;

export const adminInquiryListView = pageOf(adminInquiryRow);
export type AdminInquiryListView = z.infer<typeof adminInquiryListView>;

export const adminInquiryView = adminInquiryRow.extend({
  category: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string(),
  orderNo: z.string().nullable(),
  memberEmail: z.string().nullable(),
  photos: z.array(inquiryPhotoView),
  answer: inquiryAnswerView.extend({ staffName: z.string().nullable(), editedAt: instant.nullable() }).nullable(),
});
export type AdminInquiryView = z.infer<typeof adminInquiryView>;

export const inquiryAnswerRequest = z.strictObject({ text: plainText(INQUIRY_LIMITS.answer, '답변') });
export type InquiryAnswerRequest = z.input<typeof inquiryAnswerRequest>;
