import { faqDetailView, faqListView, type FaqView, noticeDetailView, noticePageView } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../../core/http/errors';

/** A whole positive number in a path or query; '1e3', '12abc' and '' are refused (104). */
export const positiveIntText = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, '양의 정수여야 합니다.')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

export const NOTICE_PAGE_SIZE = { default: 10, max: 50 } as const;
/** Pages past the last simply come back empty; the cap only keeps the offset sane. */
const MAX_PAGE = 100_000;
const MAX_ID = 2_147_483_647;

export const noticeListQuery = z.strictObject({
  page: positiveIntText(MAX_PAGE).default(1),
  size: positiveIntText(NOTICE_PAGE_SIZE.max).default(NOTICE_PAGE_SIZE.default),
});

export const noticeParams = z.strictObject({ noticeNo: positiveIntText(MAX_ID) });

export const noticeListAnswer = answerOf(noticePageView);
export const noticeDetailAnswer = answerOf(noticeDetailView);

export const FAQ_KEYWORD_MAX = 50;

export const faqListQuery = z.strictObject({
  categoryCode: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(FAQ_KEYWORD_MAX).optional(),
});

export const faqParams = z.strictObject({ faqNo: positiveIntText(MAX_ID) });

export const faqListAnswer = answerOf(faqListView);
export const faqDetailAnswer = answerOf(faqDetailView);

export type FaqAnswer = FaqView;
