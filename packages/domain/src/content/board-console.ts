import { z } from 'zod';
import { pageNumberParam, pageOf, pageSizeParam } from '../paging';
import { scheduleInput, scheduleView } from '../publication/schedule';

// The console's 공지·FAQ (/api/admin/v1/board/…), declared once for the server's routes and the
// console's screens. Bodies and answers are rich text (the board subset: paragraphs, lists,
// emphasis, internal links), stored as written and cleaned on every read.

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const BOARD_RICH_TEXT_MAX = 50_000;

/** Rich text with some words in it, tags aside. */
const richText = (empty: string) =>
  z
    .string()
    .max(BOARD_RICH_TEXT_MAX, `본문은 ${BOARD_RICH_TEXT_MAX.toLocaleString('ko-KR')}자까지입니다.`)
    .refine((html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '', empty);

// ── Notices ──────────────────────────────────────────────────────────────────────────────

/**
 * POST /api/admin/v1/board/notices {title, content, pinned} (pinned, outside tools rely on it):
 * without a schedule the notice is published at once, dated now. PUT takes the same fields.
 */
export const noticeWriteRequest = z.strictObject({
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(200, '제목은 200자까지입니다.'),
  content: richText('본문을 입력해 주세요.'),
  pinned: z.boolean().default(false),
  /** Absent: published now. A published notice without a start is dated when it is published. */
  schedule: scheduleInput.optional(),
});
export type NoticeWriteRequest = z.input<typeof noticeWriteRequest>;

export const noticeNoParams = z.strictObject({ noticeNo: id });

export const adminNoticeQuery = z.strictObject({
  keyword: z.string().trim().min(1).max(50).optional(),
  page: pageNumberParam,
  size: pageSizeParam(100, 20),
});
export type AdminNoticeQuery = z.infer<typeof adminNoticeQuery>;

export const adminNoticeRow = z.object({
  noticeNo: z.number().int(),
  title: z.string(),
  pinned: z.boolean(),
  /** startsAt is the notice's date on the board. */
  schedule: scheduleView,
  updatedAt: z.iso.datetime(),
});
export type AdminNoticeRow = z.infer<typeof adminNoticeRow>;

export const adminNoticeListView = pageOf(adminNoticeRow);
export type AdminNoticeListView = z.infer<typeof adminNoticeListView>;

export const adminNoticeView = adminNoticeRow.extend({ content: z.string() });
export type AdminNoticeView = z.infer<typeof adminNoticeView>;

export const noticeDeletedView = z.object({ noticeNo: z.number().int() });

// ── FAQ categories and questions ─────────────────────────────────────────────────────────

export const faqCategoryCodeParams = z.strictObject({ code: z.string().trim().min(1).max(20) });

export const faqCategoryWriteRequest = z.strictObject({ name: z.string().trim().min(1, '분류 이름을 입력해 주세요.').max(30, '분류 이름은 30자까지입니다.') });

export const faqCategoryOrderRequest = z.strictObject({
  codes: z.array(z.string().trim().min(1).max(20)).min(1).max(100).refine((list) => new Set(list).size === list.length, '같은 분류가 두 번 있습니다.'),
});

export const adminFaqCategoryView = z.object({ code: z.string(), name: z.string(), sortOrder: z.number().int(), faqCount: z.number().int() });
export type AdminFaqCategoryView = z.infer<typeof adminFaqCategoryView>;
export const adminFaqCategoryListView = z.object({ list: z.array(adminFaqCategoryView) });
export type AdminFaqCategoryListView = z.infer<typeof adminFaqCategoryListView>;

export const faqWriteRequest = z.strictObject({
  categoryCode: z.string().trim().min(1, '분류를 골라 주세요.').max(20),
  question: z.string().trim().min(1, '질문을 입력해 주세요.').max(200, '질문은 200자까지입니다.'),
  answer: richText('답변을 입력해 주세요.'),
  schedule: scheduleInput,
});
export type FaqWriteRequest = z.input<typeof faqWriteRequest>;

export const faqNoParams = z.strictObject({ faqNo: id });

export const adminFaqQuery = z.strictObject({ categoryCode: z.string().trim().min(1).max(20).optional() });

/** PUT /api/admin/v1/board/faqs/order: every question of one category, in the order the page lists them. */
export const faqOrderRequest = z.strictObject({
  categoryCode: z.string().trim().min(1).max(20),
  faqNos: z.array(id).min(1).max(500).refine((list) => new Set(list).size === list.length, '같은 질문이 두 번 있습니다.'),
});

export const adminFaqRow = z.object({
  faqNo: z.number().int(),
  categoryCode: z.string(),
  categoryName: z.string(),
  question: z.string(),
  sortOrder: z.number().int(),
  schedule: scheduleView,
  updatedAt: z.iso.datetime(),
});
export type AdminFaqRow = z.infer<typeof adminFaqRow>;

/** In the shop's order: category, then the category's own order. */
export const adminFaqListView = z.object({ list: z.array(adminFaqRow) });
export type AdminFaqListView = z.infer<typeof adminFaqListView>;

export const adminFaqView = adminFaqRow.extend({ answer: z.string() });
export type AdminFaqView = z.infer<typeof adminFaqView>;

export const faqDeletedView = z.object({ faqNo: z.number().int() });
