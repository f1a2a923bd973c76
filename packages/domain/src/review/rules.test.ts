import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewAnswerRequest, reviewEditBody, reviewWriteBody } from './contract';
import {
  cleanReviewText, isReviewableLineStatus, REVIEW_ANSWER_MAX, reviewAnswerProblem, maskedWriter, mayEditReview, ratingSummary, REVIEW_EDIT_DAYS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewEditableUntil,
  reviewTextLength, reviewTextProblem,
} from './rules';

describe('cleanReviewText', () => {
  it('keeps markup as the characters it is, drops control characters and bidi overrides', () => {
    expect(cleanReviewText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(cleanReviewText('좋아요\u0000\u0007\u202E 정말\r\n좋아요\t!')).toBe('좋아요 정말\n좋아요 !');
  });

  it('keeps at most two blank lines in a row and trims', () => {
    expect(cleanReviewText('\n\n a\n\n\n\n\n\nb \n')).toBe('a\n\n\nb');
  });

  // Arbitrary code points are slow to generate (~1.5 s on an idle machine): a longer time-out for a loaded one.
  it('is idempotent and never leaves a control character other than a line break', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const once = cleanReviewText(text);
        expect(cleanReviewText(once)).toBe(once);
        // eslint-disable-next-line no-control-regex -- the property is about control characters
        expect(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/.test(once)).toBe(false);
      }),
    );
  });
});

describe('text limits', () => {
  it(`counts code points after cleaning: ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX}`, () => {
    expect(reviewTextLength('😀'.repeat(10))).toBe(10);
    expect(reviewTextProblem('짧아요')).toBe('TOO_SHORT');
    expect(reviewTextProblem(`   ${'가'.repeat(9)}\u0000   `)).toBe('TOO_SHORT');
    expect(reviewTextProblem('가'.repeat(REVIEW_TEXT_MIN))).toBeUndefined();
    expect(reviewTextProblem('가'.repeat(REVIEW_TEXT_MAX))).toBeUndefined();
    expect(reviewTextProblem('가'.repeat(REVIEW_TEXT_MAX + 1))).toBe('TOO_LONG');
  });

  it('refuses out-of-range ratings, too many photos and a repeated photo with Korean messages', () => {
    const base = { orderNo: 'M1', lineNo: 1, rating: 5, text: '아주 튼튼하고 마음에 듭니다.' };
    expect(reviewWriteBody.safeParse(base).success).toBe(true);
    for (const rating of [0, 6, 2.5, 'x']) expect(reviewWriteBody.safeParse({ ...base, rating }).success).toBe(false);
    const id = (n: number) => n.toString(16).padStart(32, '0');
    const six = reviewEditBody.safeParse({ ...base, orderNo: undefined, lineNo: undefined, imageIds: [1, 2, 3, 4, 5, 6].map(id) });
    expect(six.success).toBe(false);
    const twice = reviewEditBody.safeParse({ rating: 4, text: base.text, imageIds: [id(1), id(1)] });
    expect(twice.error?.issues[0]?.message).toBe('같은 사진을 두 번 올릴 수 없습니다.');
    expect(reviewEditBody.safeParse({ rating: 4, text: '짧음' }).error?.issues[0]?.message).toContain('10자 이상');
  });
});

describe('who may review and until when', () => {
  it('only delivered or confirmed lines', () => {
    expect(['DELIVERED', 'CONFIRMED'].every(isReviewableLineStatus)).toBe(true);
    for (const status of ['PAID', 'SHIPPING', 'RETURN_REQUESTED', 'RETURNED', 'CANCELLED', null]) expect(isReviewableLineStatus(status)).toBe(false);
  });

  it(`editable for ${REVIEW_EDIT_DAYS} days after writing, never after`, () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), fc.integer({ min: 0, max: 90 * 86_400_000 }), (written, elapsed) => {
        const now = new Date(written.getTime() + elapsed);
        expect(mayEditReview(written, now)).toBe(now < reviewEditableUntil(written));
        expect(mayEditReview(written, now)).toBe(elapsed < REVIEW_EDIT_DAYS * 86_400_000);
      }),
    );
  });
});

describe('ratingSummary', () => {
  it('averages to one decimal and counts every review once', () => {
    expect(ratingSummary([0, 0, 0, 0, 0])).toEqual({ count: 0, average: 0, distribution: [0, 0, 0, 0, 0] });
    expect(ratingSummary([1, 0, 0, 1, 1])).toEqual({ count: 3, average: 3.3, distribution: [1, 0, 0, 1, 1] });
    fc.assert(
      fc.property(fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(1000)), (counts) => {
        const summary = ratingSummary(counts);
        expect(summary.count).toBe(counts.reduce((a, b) => a + b, 0));
        if (summary.count > 0) expect(summary.average).toBeGreaterThanOrEqual(1);
        expect(summary.average).toBeLessThanOrEqual(5);
      }),
    );
  });
});

it('masks the writer', () => {
  expect(maskedWriter('김마루')).toBe('김**');
  expect(maskedWriter('이')).toBe('이**');
  expect(maskedWriter('남궁민수')).toBe('남***');
  expect(maskedWriter(null)).toBe('탈퇴회원');
});

describe('the shop’s answer', () => {
  it('is 1 to 1,000 characters once cleaned as review text is', () => {
    expect(reviewAnswerProblem('감사합니다.')).toBeUndefined();
    expect(reviewAnswerProblem('  \n\t ')).toBe('EMPTY');
    expect(reviewAnswerProblem('\u0000\u202E')).toBe('EMPTY');
    expect(reviewAnswerProblem('가'.repeat(REVIEW_ANSWER_MAX))).toBeUndefined();
    expect(reviewAnswerProblem(` ${'😀'.repeat(REVIEW_ANSWER_MAX)}\u0007 `)).toBeUndefined();
    expect(reviewAnswerProblem('가'.repeat(REVIEW_ANSWER_MAX + 1))).toBe('TOO_LONG');
  });

  it('is refused by the request schema with the form’s Korean message', () => {
    expect(reviewAnswerRequest.safeParse({ text: '교환해 드리겠습니다.' }).success).toBe(true);
    expect(reviewAnswerRequest.safeParse({ text: ' ' }).error?.issues[0]?.message).toBe('답변 내용을 입력해 주세요.');
    expect(reviewAnswerRequest.safeParse({ text: '가'.repeat(1_001) }).error?.issues[0]?.message).toBe('답변은 1,000자까지 쓸 수 있습니다.');
    expect(reviewAnswerRequest.safeParse({ text: '좋아요', extra: 1 }).success).toBe(false);
  });
});
