import { ApiCode, type AdminReviewListView, type AdminReviewView, type MyReviewView, type ProductReviewListView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, member, signedInStaff } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { deliveredOrder, startReviewServer, writeReview } from './review-test-kit';

// The shop's answers to reviews (판매자 답글): written, edited and removed in the console
// (audited), shown under the review on the product page and in the writer's 내가 쓴 리뷰.

const CONSOLE = '/api/admin/v1/reviews';
const server = serverForTests(startReviewServer);
let operator: HttpClient;

beforeAll(async () => {
  operator = (await signedInStaff(server, 'OPERATOR')).client;
});

/** A new member's review of a delivered line. */
async function reviewed(body: Record<string, unknown> = {}) {
  const { client, orderNo, productNos } = await deliveredOrder(server);
  const written = await writeReview(client, { orderNo, lineNo: 1, ...body });
  expect(written.body.code).toBe(0);
  return { client, orderNo, productNo: productNos[0]!, reviewId: written.body.data!.reviewId };
}

const answer = (reviewId: number, text: unknown, client = operator) => client.put<AdminReviewView>(`${CONSOLE}/${reviewId}/answer`, { text });
const remove = (reviewId: number, client = operator) => client.delete<AdminReviewView>(`${CONSOLE}/${reviewId}/answer`);
const consoleList = async (query = '') => {
  const answered = await operator.get<AdminReviewListView>(`${CONSOLE}${query}`);
  expect(answered.body.code, answered.body.message).toBe(0);
  return answered.body.data!;
};
const shown = async (productNo: number, reviewId: number) =>
  (await server.client().get<ProductReviewListView>(`/api/product/v1/review/list?productNo=${productNo}&size=50`)).body.data!.list.find((review) => review.reviewId === reviewId);
const mine = async (client: HttpClient, reviewId: number) => {
  const listed = (await client.get<{ list: MyReviewView[] }>('/api/mypage/v1/review/list')).body.data!.list.find((review) => review.reviewId === reviewId);
  const one = (await client.get<MyReviewView>(`/api/mypage/v1/review/${reviewId}`)).body.data!;
  expect(listed?.answer).toEqual(one.answer);
  return one;
};

describe('answering a review', () => {
  it('shows the answer on the product page and in my page, edits it and removes it, each audited with before and after', async () => {
    const { client, productNo, reviewId } = await reviewed({ rating: 2, text: '배송이 늦었어요. 상판에 찍힘도 있어요.' });
    expect((await shown(productNo, reviewId))!.answer).toBeNull();
    expect((await mine(client, reviewId)).answer).toBeNull();

    const first = await answer(reviewId, '  불편을 드려 죄송합니다.\r\n교환해 드리겠습니다. <b>마루</b>\u0007 ');
    expect(first.body).toMatchObject({
      code: 0,
      data: { reviewId, productNo, rating: 2, text: '배송이 늦었어요. 상판에 찍힘도 있어요.', answer: { text: '불편을 드려 죄송합니다.\n교환해 드리겠습니다. <b>마루</b>', staffName: '운영자' } },
    });
    const answeredAt = first.body.data!.answer!.answeredAt;
    expect(new Date(answeredAt).toISOString()).toBe(answeredAt);
    const expected = { text: '불편을 드려 죄송합니다.\n교환해 드리겠습니다. <b>마루</b>', answeredAt };
    expect((await shown(productNo, reviewId))!).toMatchObject({ answer: expected, edited: false });
    expect((await mine(client, reviewId)).answer).toEqual(expected);

    const edited = await answer(reviewId, '교환 접수해 드렸습니다. 감사합니다.');
    expect(edited.body.data!.answer).toMatchObject({ text: '교환 접수해 드렸습니다. 감사합니다.' });
    expect((await shown(productNo, reviewId))!.answer!.text).toBe('교환 접수해 드렸습니다. 감사합니다.');
    // The same text again changes nothing and logs nothing.
    expect((await answer(reviewId, '교환 접수해 드렸습니다. 감사합니다.')).body.data!.answer).toEqual(edited.body.data!.answer);

    const removed = await remove(reviewId);
    expect(removed.body).toMatchObject({ code: 0, data: { reviewId, answer: null, answeredAt: null } });
    expect((await shown(productNo, reviewId))!.answer).toBeNull();
    expect((await mine(client, reviewId)).answer).toBeNull();
    // Removing an answer that is not there is no change.
    expect((await remove(reviewId)).body).toMatchObject({ code: 0, data: { answer: null } });

    const audit = await auditEntriesOf(server, 'review', reviewId);
    expect(audit.map((entry) => entry.action)).toEqual(['review.answer', 'review.answer_edit', 'review.answer_delete']);
    expect(audit[0]).toMatchObject({ before: { answer: null, productNo, rating: 2 }, after: { answer: expected.text } });
    expect(audit[1]).toMatchObject({ before: { answer: expected.text }, after: { answer: '교환 접수해 드렸습니다. 감사합니다.' } });
    expect(audit[2]).toMatchObject({ before: { answer: '교환 접수해 드렸습니다. 감사합니다.' }, after: { answer: null } });
  });

  it('leaves the writer’s review as written: not marked edited, still editable by them', async () => {
    const { client, productNo, reviewId } = await reviewed();
    await answer(reviewId, '감사합니다.');
    expect((await shown(productNo, reviewId))!.edited).toBe(false);
    const rewritten = await client.put<MyReviewView>(`/api/mypage/v1/review/${reviewId}`, { rating: 3, text: '다시 써 보니 그저 그래요.', imageIds: [] });
    expect(rewritten.body.data).toMatchObject({ rating: 3, answer: { text: '감사합니다.' } });
  });

  it('two operators answering at once: one answer, one edit', async () => {
    const { reviewId } = await reviewed();
    const second = (await signedInStaff(server, 'ADMIN')).client;
    const answers = await Promise.all([answer(reviewId, '첫 번째 운영자의 답변'), answer(reviewId, '두 번째 운영자의 답변', second)]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0]);
    expect((await auditEntriesOf(server, 'review', reviewId)).map((entry) => entry.action).sort()).toEqual(['review.answer', 'review.answer_edit']);
  });
});

describe('the console list', () => {
  it('lists newest first and filters by answer state, rating, product and words in the text', async () => {
    const word = `단어${Date.now().toString(36)}`;
    const low = await reviewed({ rating: 1, text: `${word} 마음에 들지 않아요.` });
    const high = await reviewed({ rating: 5, text: `${word} 아주 마음에 들어요!` });
    await answer(high.reviewId, '감사합니다!');

    const found = await consoleList(`?keyword=${encodeURIComponent(word)}`);
    expect(found.total).toBe(2);
    expect(found.list.map((row) => row.reviewId)).toEqual([high.reviewId, low.reviewId]);
    expect(found.list[0]).toMatchObject({ productNo: high.productNo, productName: expect.any(String), rating: 5, excerpt: `${word} 아주 마음에 들어요!`, writerName: expect.any(String), answeredAt: expect.any(String) });
    expect(found.list[1]!.answeredAt).toBeNull();

    const ids = async (query: string) => (await consoleList(`?keyword=${encodeURIComponent(word)}&${query}`)).list.map((row) => row.reviewId);
    expect(await ids('answer=UNANSWERED')).toEqual([low.reviewId]);
    expect(await ids('answer=ANSWERED')).toEqual([high.reviewId]);
    expect(await ids('rating=1')).toEqual([low.reviewId]);
    expect(await ids(`productNo=${high.productNo}`)).toEqual([high.reviewId]);
    expect((await consoleList(`?productNo=${low.productNo}`)).list.every((row) => row.productNo === low.productNo)).toBe(true);
    expect(await ids('size=1&page=2')).toEqual([low.reviewId]);
    // The pattern's own characters are words like any other.
    expect((await consoleList('?keyword=%25_%25')).total).toBe(0);

    const detail = (await operator.get<AdminReviewView>(`${CONSOLE}/${low.reviewId}`)).body.data!;
    expect(detail).toMatchObject({ reviewId: low.reviewId, orderNo: low.orderNo, text: `${word} 마음에 들지 않아요.`, photos: [], answer: null });
  });

  it('refuses bad filters with 400/104', async () => {
    for (const query of ['?answer=MAYBE', '?rating=6', '?rating=0', '?productNo=abc', '?keyword=' + 'x'.repeat(51), '?keyword=%20%20', '?size=1000', '?page=0', '?sort=NEWEST']) {
      const answered = await operator.get(`${CONSOLE}${query}`);
      expect([query, answered.status, answered.body.code]).toEqual([query, 400, ApiCode.REQUIRED_PARAMETER]);
    }
  });
});

describe('refusals', () => {
  it('refuses an empty or too long answer (400/104) and an unknown review (404)', async () => {
    const { reviewId } = await reviewed();
    for (const text of ['', '   \n\t ', '\u0000\u202E', '가'.repeat(1_001), 'x'.repeat(5_000), 42, undefined]) {
      const answered = await answer(reviewId, text);
      expect([answered.status, answered.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    expect((await operator.put(`${CONSOLE}/${reviewId}/answer`, { text: '좋아요', extra: true })).status).toBe(400);
    // 1,000 characters after cleaning is allowed, blanks around it are not counted.
    expect((await answer(reviewId, ` ${'가'.repeat(1_000)} `)).body.code).toBe(0);
    expect(await auditEntriesOf(server, 'review', reviewId)).toHaveLength(1);

    for (const call of [answer(2_000_000_000, '없는 리뷰'), remove(2_000_000_000), operator.get(`${CONSOLE}/2000000000`)]) {
      expect(await call).toMatchObject({ status: 404, body: { code: ApiCode.REVIEW_NOT_FOUND } });
    }
    for (const path of [`${CONSOLE}/abc`, `${CONSOLE}/99999999999`]) expect((await operator.get(path)).status).toBe(400);
  });

  it('refuses every console call to shoppers, strangers and catalogue staff; nothing changes', async () => {
    const { productNo, reviewId } = await reviewed();
    await answer(reviewId, '운영자의 답변');
    const shopper = await member(server);
    const catalogue = (await signedInStaff(server, 'CATALOGUE')).client;
    const calls = (client: HttpClient) => [client.get(CONSOLE), client.get(`${CONSOLE}/${reviewId}`), answer(reviewId, '침입자의 답변', client), remove(reviewId, client)];
    for (const [client, refusal] of [
      [shopper, { status: 403, code: ApiCode.STAFF_NOT_SIGNED_IN }],
      [server.client(), { status: 403, code: ApiCode.STAFF_NOT_SIGNED_IN }],
      [catalogue, { status: 403, code: ApiCode.STAFF_ROLE_REFUSED }],
    ] as const) {
      for (const call of calls(client)) {
        const refused = await call;
        expect({ status: refused.status, code: refused.body.code, data: refused.body.data }).toEqual({ ...refusal, data: undefined });
      }
    }
    expect((await shown(productNo, reviewId))!.answer!.text).toBe('운영자의 답변');
    expect(await auditEntriesOf(server, 'review', reviewId)).toHaveLength(1);
  });
});
