// Review rules shared by the server and the web form (issue #14): who may review which
// order line, how long a review stays editable, what its text may hold, and the product
// page's rating summary.

/** Characters of review text, counted as the form counts them (code points, after cleaning). */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1_000;
/** Photos on one review. */
export const REVIEW_MAX_PHOTOS = 5;
/** A review can be changed for 30 days after it was written, then it is final (points were paid for it). */
export const REVIEW_EDIT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Lines whose goods arrived: 배송완료 and 구매확정. Nothing else can be reviewed. */
export const REVIEWABLE_LINE_STATUSES = ['DELIVERED', 'CONFIRMED'] as const;

export function isReviewableLineStatus(status: string | null | undefined): boolean {
  return (REVIEWABLE_LINE_STATUSES as readonly string[]).includes(status ?? '');
}

// Control characters other than the line break, and the bidirectional overrides that can
// make a text read differently from what it holds.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Review text as stored and counted: plain text, line breaks kept (CRLF → LF, at most two
 * blank lines in a row), tabs as spaces, control characters removed, trimmed. No markup is
 * interpreted anywhere: `<b>` stays the four characters it is.
 */
export function cleanReviewText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(UNWANTED, '')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
}

/** Length as the limits count it: code points, so an emoji or a Hangul syllable is one. */
export function reviewTextLength(text: string): number {
  return [...cleanReviewText(text)].length;
}

export type ReviewTextProblem = 'TOO_SHORT' | 'TOO_LONG';

export function reviewTextProblem(text: string): ReviewTextProblem | undefined {
  const length = reviewTextLength(text);
  if (length < REVIEW_TEXT_MIN) return 'TOO_SHORT';
  if (length > REVIEW_TEXT_MAX) return 'TOO_LONG';
  return undefined;
}

export const reviewTextMessages: Record<ReviewTextProblem, string> = {
  TOO_SHORT: `후기는 ${REVIEW_TEXT_MIN}자 이상 써 주세요.`,
  TOO_LONG: `후기는 ${REVIEW_TEXT_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`,
};

export function reviewEditableUntil(writtenAt: Date): Date {
  return new Date(writtenAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

export function mayEditReview(writtenAt: Date, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(writtenAt).getTime();
}

/** Counts of 1 to 5 stars, in that order. */
export type RatingCounts = readonly [number, number, number, number, number];

export interface RatingSummary {
  count: number;
  /** To one decimal (4.3); 0 when there are no reviews. */
  average: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars. */
  distribution: number[];
}

/** The average of `count` ratings adding up to `total`, to one decimal; 0 when there are none. */
export function averageRating(total: number, count: number): number {
  return count === 0 ? 0 : Math.round((total / count) * 10) / 10;
}

export function ratingSummary(counts: RatingCounts): RatingSummary {
  const count = counts.reduce((sum, value) => sum + value, 0);
  const total = counts.reduce((sum, value, index) => sum + value * (index + 1), 0);
  return { count, average: averageRating(total, count), distribution: [...counts] };
}

/**
 * The writer as other shoppers see them: the first character of the name, the rest masked
 * (김** for 김마루); a member without a name (withdrawn) is 탈퇴회원.
 */
export function maskedWriter(name: string | null | undefined): string {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '탈퇴회원';
  return chars[0] + '*'.repeat(Math.max(2, chars.length - 1));
}

export const REVIEW_SORTS = ['NEWEST', 'RATING_HIGH', 'RATING_LOW'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** ALL: every review; FIRST: reviews with photos first; ONLY: reviews with photos only. */
export const REVIEW_PHOTO_FILTERS = ['ALL', 'FIRST', 'ONLY'] as const;
export type ReviewPhotoFilter = (typeof REVIEW_PHOTO_FILTERS)[number];
export const REVIEW_PAGE_SIZE = 10;

// ---- the shop's answer to a review (판매자 답글) ----

/** Characters of the shop's answer, counted as review text is (code points, after cleanReviewText). */
export const REVIEW_ANSWER_MAX = 1_000;

export type ReviewAnswerProblem = 'EMPTY' | 'TOO_LONG';

/**
 * Why an answer cannot be kept, or undefined when it can. The answer is plain text cleaned
 * as review bodies are (cleanReviewText): markup stays the characters it is.
 */
export function reviewAnswerProblem(text: string): ReviewAnswerProblem | undefined {
  const length = reviewTextLength(text);
  if (length === 0) return 'EMPTY';
  if (length > REVIEW_ANSWER_MAX) return 'TOO_LONG';
  return undefined;
}

export const reviewAnswerMessages: Record<ReviewAnswerProblem, string> = {
  EMPTY: '답변 내용을 입력해 주세요.',
  TOO_LONG: `답변은 ${REVIEW_ANSWER_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`,
};

/** The console's answer filter: every review, answered ones, or those still waiting for the shop. */
export const REVIEW_ANSWER_FILTERS = ['ALL', 'ANSWERED', 'UNANSWERED'] as const;
export type ReviewAnswerFilter = (typeof REVIEW_ANSWER_FILTERS)[number];
export const reviewAnswerFilterLabels: Readonly<Record<ReviewAnswerFilter, string>> = { ALL: '전체', ANSWERED: '답변 완료', UNANSWERED: '답변 대기' };
