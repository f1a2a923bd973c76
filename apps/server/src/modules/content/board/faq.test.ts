import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { SAMPLE_APPLY_FAQ_NO, faqCategories, faqs } from '../editorial';
import type { FaqAnswer } from './schemas';

const server = serverForTests();

const list = (query = '') => server.client().get<{ list: FaqAnswer[] }>(`/api/board/v1/faq/list${query}`);
const numbers = (answer: Awaited<ReturnType<typeof list>>) => answer.body.data!.list.map((faq) => faq.faqNo);
const search = (keyword: string, extra = '') => list(`?keyword=${encodeURIComponent(keyword)}${extra}`);

const categoryOrder = faqCategories.map((category) => category.code);
const boardOrder = [...faqs].sort(
  (a, b) => categoryOrder.indexOf(a.categoryCode) - categoryOrder.indexOf(b.categoryCode) || a.sortOrder - b.sortOrder || a.faqNo - b.faqNo,
);
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').toLowerCase();

describe('GET /api/board/v1/faq/list', () => {
  it('answers every FAQ in category order with the category name', async () => {
    const answer = await list();
    expect(answer.body.code).toBe(0);
    expect(numbers(answer)).toEqual(boardOrder.map((faq) => faq.faqNo));
    const first = answer.body.data!.list[0]!;
    expect(first).toEqual({
      faqNo: boardOrder[0]!.faqNo,
      categoryCode: boardOrder[0]!.categoryCode,
      categoryName: faqCategories[0]!.name,
      question: boardOrder[0]!.question,
      answerHtml: boardOrder[0]!.answerHtml,
    });
  });

  it('filters by category', async () => {
    const answer = await list('?categoryCode=FAQ05');
    const expected = boardOrder.filter((faq) => faq.categoryCode === 'FAQ05').map((faq) => faq.faqNo);
    expect(expected.length).toBeGreaterThan(0);
    expect(numbers(answer)).toEqual(expected);
    expect(answer.body.data!.list.every((faq) => faq.categoryName === '샘플')).toBe(true);
    expect(numbers(await list('?categoryCode=NOPE'))).toEqual([]);
  });

  it('finds a Korean word in questions and answer texts', async () => {
    const keyword = '샘플';
    const expected = boardOrder.filter((faq) => faq.question.includes(keyword) || plain(faq.answerHtml).includes(keyword)).map((faq) => faq.faqNo);
    expect(expected).toContain(SAMPLE_APPLY_FAQ_NO);
    expect(numbers(await search(keyword))).toEqual(expected);
    // Only in the answer text, never in a question.
    const answerOnly = faqs.find((faq) => plain(faq.answerHtml).includes('영업일'))!;
    expect(numbers(await search('영업일'))).toContain(answerOnly.faqNo);
  });

  it('ignores case and surrounding spaces, and combines with the category', async () => {
    const upper = await search('  PG  ');
    const lower = await search('pg');
    expect(numbers(upper)).toEqual(numbers(lower));
    const inCategory = await search('샘플', '&categoryCode=FAQ02');
    expect(inCategory.body.data!.list.every((faq) => faq.categoryCode === 'FAQ02')).toBe(true);
  });

  it('matches text, not markup, and treats % and _ as plain characters', async () => {
    expect(numbers(await search('href'))).toEqual([]);
    expect(numbers(await search('strong'))).toEqual([]);
    expect(numbers(await search('%'))).toEqual(boardOrder.filter((faq) => faq.question.includes('%') || plain(faq.answerHtml).includes('%')).map((faq) => faq.faqNo));
    expect(numbers(await search('없는말_없는말'))).toEqual([]);
  });

  it('treats an empty keyword as no keyword', async () => {
    expect(numbers(await search(''))).toEqual(boardOrder.map((faq) => faq.faqNo));
  });

  it('refuses a keyword over 50 characters with 400/104', async () => {
    const answer = await search('타'.repeat(51));
    expect([answer.status, answer.body.code]).toEqual([400, 104]);
    expect((await search('타'.repeat(50))).body.code).toBe(0);
  });
});

describe('GET /api/board/v1/faq/{faqNo}', () => {
  it('answers the sample-apply FAQ 109', async () => {
    const answer = await server.client().get<{ faq: FaqAnswer }>(`/api/board/v1/faq/${SAMPLE_APPLY_FAQ_NO}`);
    const seed = faqs.find((faq) => faq.faqNo === SAMPLE_APPLY_FAQ_NO)!;
    expect(answer.body).toEqual({
      code: 0,
      message: 'success',
      data: { faq: { faqNo: 109, categoryCode: 'FAQ05', categoryName: '샘플', question: seed.question, answerHtml: seed.answerHtml } },
    });
  });

  it('answers 101 for an unknown FAQ and 104 for a non-numeric one', async () => {
    expect((await server.client().get('/api/board/v1/faq/999999')).body.code).toBe(101);
    const bad = await server.client().get('/api/board/v1/faq/sample');
    expect([bad.status, bad.body.code]).toEqual([400, 104]);
  });
});
