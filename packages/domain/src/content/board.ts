import { z } from 'zod';

// 공지사항 and 자주 묻는 질문: their answers, declared once for the server's routes and the web app.

const articleNo = z.number().int();

export const noticeSummaryView = z.object({ noticeNo: articleNo, title: z.string(), pinned: z.boolean(), publishedAt: z.iso.datetime() });
const noticeNeighbourView = z.object({ noticeNo: articleNo, title: z.string() }).nullable();

/** GET /board/v1/notice/list: pinned notices first, then the newest. */
export const noticePageView = z.object({ list: z.array(noticeSummaryView), totalCount: z.number().int(), page: z.number().int(), size: z.number().int() });

/** GET /board/v1/notice/{noticeNo}: the notice, and its neighbours by publication time. */
export const noticeDetailView = z.object({
  notice: noticeSummaryView.extend({ bodyHtml: z.string() }),
  /** The next older notice. */
  prev: noticeNeighbourView,
  /** The next newer notice. */
  next: noticeNeighbourView,
});

export const faqView = z.object({ faqNo: articleNo, categoryCode: z.string(), categoryName: z.string(), question: z.string(), answerHtml: z.string() });

export const faqCategoryView = z.object({ code: z.string(), name: z.string() });

/** GET /board/v1/faq/list: the live questions, and every category in the console's order (the page's tabs). */
export const faqListView = z.object({ list: z.array(faqView), categories: z.array(faqCategoryView) });

/** GET /board/v1/faq/{faqNo}. */
export const faqDetailView = z.object({ faq: faqView });

export type NoticeSummaryView = z.infer<typeof noticeSummaryView>;
export type NoticePageView = z.infer<typeof noticePageView>;
export type NoticeDetailView = z.infer<typeof noticeDetailView>;
export type FaqView = z.infer<typeof faqView>;
export type FaqCategoryView = z.infer<typeof faqCategoryView>;
