import { ApiCode, type InquiryListView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshOptions, paidOrder, verifiedMember, type Member } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { INQUIRIES, inquiryBody, opened, startInquiryServer, write, written } from './inquiry-test-kit';

// 1:1 inquiries from my page: write (category of the list, an order of one's own), list by
// state, open, edit and delete while unanswered; and the input the app never sends.

const server = serverForTests(startInquiryServer);
let owner: Member;
let other: Member;

beforeAll(async () => {
  [owner, other] = await Promise.all([verifiedMember(server), verifiedMember(server)]);
});

const list = async (client = owner.client, query = '') => (await client.get<InquiryListView>(`${INQUIRIES}/list${query}`)).body;

describe('writing and reading', () => {
  it('writes an inquiry linked to an own order; it lists as waiting and opens in full', async () => {
    const order = await paidOrder(owner.client, await freshOptions(server, 1));
    const choices = await owner.client.get<{ list: { orderNo: string; goods: string }[] }>(`${INQUIRIES}/orders`);
    expect(choices.body.data!.list.map((choice) => choice.orderNo)).toContain(order.orderNo);

    const inquiryNo = await written(owner.client, { category: 'ORDER', title: '  결제 문의 ', text: '첫 줄\r\n<b>굵게</b> & "따옴표" 그대로', orderNo: order.orderNo });
    const seen = await opened(owner.client, inquiryNo);
    expect(seen).toMatchObject({ kind: 'ONE_TO_ONE', category: 'ORDER', categoryName: '주문·결제 문의', title: '결제 문의', orderNo: order.orderNo, status: 'WAITING', answer: null, changeable: true });
    // Stored and answered as plain text: markup stays characters, line breaks one kind.
    expect(seen.text).toBe('첫 줄\n<b>굵게</b> & "따옴표" 그대로');

    const waiting = await list(owner.client, '?status=WAITING');
    expect(waiting.data!.list.map((item) => item.inquiryNo)).toContain(inquiryNo);
    expect(waiting.data!.counts.waiting).toBeGreaterThanOrEqual(1);
    expect((await list(owner.client, '?status=ANSWERED')).data!.list.map((item) => item.inquiryNo)).not.toContain(inquiryNo);
  });

  it('pages ten at a time, newest first', async () => {
    const member = await verifiedMember(server);
    const made: number[] = [];
    for (let index = 0; index < 12; index += 1) made.push(await written(member.client, { title: `문의 ${index}` }));
    const first = await list(member.client);
    expect(first.data).toMatchObject({ total: 12, size: 10, page: 1, counts: { waiting: 12, answered: 0 } });
    expect(first.data!.list[0]!.inquiryNo).toBe(made.at(-1));
    expect((await list(member.client, '?page=2')).data!.list.map((item) => item.inquiryNo)).toEqual([made[1], made[0]]);
  });

  it('edits and deletes while waiting', async () => {
    const inquiryNo = await written(owner.client);
    expect((await owner.client.put(`${INQUIRIES}/${inquiryNo}`, inquiryBody({ category: 'ETC', title: '바뀐 제목', text: '바뀐 내용을 열 자 넘게 적습니다.' }))).body.code).toBe(0);
    expect(await opened(owner.client, inquiryNo)).toMatchObject({ category: 'ETC', title: '바뀐 제목', orderNo: null });
    expect((await owner.client.delete(`${INQUIRIES}/${inquiryNo}`)).body.code).toBe(0);
    expect((await owner.client.get(`${INQUIRIES}/${inquiryNo}`)).body.code).toBe(ApiCode.INQUIRY_NOT_FOUND);
  });

  it('refuses changes once answered', async () => {
    const inquiryNo = await written(owner.client);
    await server.db.updateTable('inquiry').set({ answer_text: '답변입니다', answered_at: new Date() }).where('inquiry_id', '=', inquiryNo).execute();
    expect((await owner.client.put(`${INQUIRIES}/${inquiryNo}`, inquiryBody())).body.code).toBe(ApiCode.INQUIRY_ANSWERED);
    expect((await owner.client.delete(`${INQUIRIES}/${inquiryNo}`)).body.code).toBe(ApiCode.INQUIRY_ANSWERED);
    expect(await opened(owner.client, inquiryNo)).toMatchObject({ status: 'ANSWERED', changeable: false, answer: { text: '답변입니다' } });
  });
});

describe('refusals', () => {
  it('another member cannot read, edit or delete it, and learns nothing', async () => {
    const inquiryNo = await written(owner.client, { text: '남이 보면 안 되는 문의 내용입니다.' });
    for (const answer of [
      await other.client.get(`${INQUIRIES}/${inquiryNo}`),
      await other.client.put(`${INQUIRIES}/${inquiryNo}`, inquiryBody()),
      await other.client.delete(`${INQUIRIES}/${inquiryNo}`),
    ]) expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 404, code: ApiCode.INQUIRY_NOT_FOUND });
    expect(JSON.stringify((await list(other.client)).data)).not.toContain('남이 보면');
    expect(await opened(owner.client, inquiryNo)).toMatchObject({ title: '배송 일정 문의' });
  });

  it('refuses linking another member’s order, an unknown order, and an unknown category', async () => {
    const theirs = await paidOrder(other.client, await freshOptions(server, 1));
    expect(await write(owner.client, { orderNo: theirs.orderNo })).toMatchObject({ status: 404, body: { code: ApiCode.ORDER_NOT_FOUND } });
    expect(await write(owner.client, { orderNo: '99999999999999' })).toMatchObject({ status: 404, body: { code: ApiCode.ORDER_NOT_FOUND } });
    expect(await write(owner.client, { category: 'NOT_A_CATEGORY' })).toMatchObject({ status: 400, body: { code: ApiCode.REQUIRED_PARAMETER } });
  });

  it.each([
    ['long text under the body limit', { text: '가'.repeat(9_000) }],
    ['text one over the limit', { text: '가'.repeat(2_001) }],
    ['blank title', { title: '   ' }],
    ['a NUL', { text: '널 문자가\u0000 들어간 문의 내용입니다' }],
    ['an escape character', { title: '제목\u001b[31m' }],
    ['a right-to-left override', { text: '주문번호 \u202e4321 확인 부탁드립니다' }],
    ['a lone surrogate', { text: '깨진 문자 \ud800 포함된 내용입니다' }],
    ['a malformed order number', { orderNo: "1' or '1'='1" }],
    ['an unknown field', { memberId: 1 }],
    ['a number for text', { text: 12345678901 }],
    ['too many photos', { photoIds: ['a', 'b', 'c', 'd'] }],
  ])('refuses %s with 400/104', async (_name, fields) => {
    expect(await write(owner.client, fields)).toMatchObject({ status: 400, body: { code: ApiCode.REQUIRED_PARAMETER } });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1;drop', '%00'])('answers a malformed inquiry number %s with 400', async (id) => {
    expect((await owner.client.get(`${INQUIRIES}/${id}`)).status).toBe(400);
  });

  it('refuses a body past the server’s size limit before reading it', async () => {
    const answer = await write(owner.client, { text: '가'.repeat(400_000) });
    expect(answer.status).toBe(413);
  });

  it('answers bad list filters with 400 and needs a session', async () => {
    expect((await owner.client.get(`${INQUIRIES}/list?status=DONE`)).status).toBe(400);
    expect((await owner.client.get(`${INQUIRIES}/list?page=0`)).status).toBe(400);
    const stranger = server.client();
    for (const answer of [await stranger.get(`${INQUIRIES}/list`), await stranger.get(`${INQUIRIES}/orders`), await write(stranger)]) {
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 403, code: ApiCode.NO_ACCESS_TOKEN });
    }
  });
});
