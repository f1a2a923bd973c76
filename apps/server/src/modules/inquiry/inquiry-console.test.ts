import { ApiCode, type AdminInquiryListView, type AdminInquiryView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, signedInStaff, verifiedMember, type Member } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { inquiryGlance } from './index';
import { CONSOLE, INQUIRIES, memberIdOf, messagesTo, opened, QNA, someProductNo, startInquiryServer, written } from './inquiry-test-kit';

// The operator console's answer screen: both kinds in one list (waiting first), one inquiry,
// the answer and its edit (audited), the member's message, and my page's glance.

const server = serverForTests(startInquiryServer);
let operator: HttpClient;
let shopper: Member;
let memberId: number;

beforeAll(async () => {
  operator = (await signedInStaff(server, 'OPERATOR')).client;
  shopper = await verifiedMember(server);
  memberId = await memberIdOf(server, shopper.email);
});

const answer = (inquiryNo: number, text: string, client = operator) => client.put<AdminInquiryView>(`${CONSOLE}/${inquiryNo}/answer`, { text });
const consoleList = async (query = '') => (await operator.get<AdminInquiryListView>(`${CONSOLE}${query}`)).body.data!;

describe('answering', () => {
  it('answers a 1:1 inquiry: audited, one message to the member, unread until opened', async () => {
    const inquiryNo = await written(shopper.client, { category: 'RETURN', title: '반품 문의', text: '반품하려면 어떻게 해야 하나요? 알려 주세요.' });
    expect(await inquiryGlance(server.db, memberId)).toMatchObject({ answeredUnread: 0 });

    const first = await answer(inquiryNo, '  마이페이지 주문 상세에서 반품 신청해 주세요.\r\n감사합니다. ');
    expect(first.body.data).toMatchObject({ status: 'ANSWERED', memberName: expect.any(String), answer: { text: '마이페이지 주문 상세에서 반품 신청해 주세요.\n감사합니다.', editedAt: null, staffName: '운영자' } });
    expect(await inquiryGlance(server.db, memberId)).toMatchObject({ answeredUnread: 1 });

    const messages = await messagesTo(server, memberId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ link: `/mypage/inquiry?inquiryNo=${inquiryNo}`, title: '문의 답변' });
    expect(messages[0]!.text).toContain('▶ 문의 내용: 반품 문의');

    // Opening it reads the answer; editing sends nothing more and keeps it read.
    expect(await opened(shopper.client, inquiryNo)).toMatchObject({ answer: { text: expect.stringContaining('반품 신청') }, changeable: false });
    expect(await inquiryGlance(server.db, memberId)).toMatchObject({ answeredUnread: 0 });
    const edited = await answer(inquiryNo, '주문 상세의 반품 신청 버튼을 눌러 주세요.');
    expect(edited.body.data!.answer).toMatchObject({ text: '주문 상세의 반품 신청 버튼을 눌러 주세요.', editedAt: expect.any(String) });
    expect(await messagesTo(server, memberId)).toHaveLength(1);

    const audit = await auditEntriesOf(server, 'inquiry', inquiryNo);
    expect(audit.map((entry) => entry.action)).toEqual(['inquiry.answer', 'inquiry.answer_edit']);
    expect(audit[1]).toMatchObject({ before: { answer: expect.stringContaining('마이페이지') }, after: { answer: '주문 상세의 반품 신청 버튼을 눌러 주세요.' } });
  });

  it('two operators answering at once: one answer, one edit, one message', async () => {
    const inquiryNo = await written(shopper.client, { title: '동시에 답변' });
    const second = (await signedInStaff(server, 'ADMIN')).client;
    const before = (await messagesTo(server, memberId)).length;
    const answers = await Promise.all([answer(inquiryNo, '첫 번째 운영자의 답변'), answer(inquiryNo, '두 번째 운영자의 답변', second)]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0]);
    expect(await messagesTo(server, memberId)).toHaveLength(before + 1);
    expect((await auditEntriesOf(server, 'inquiry', inquiryNo)).map((entry) => entry.action).sort()).toEqual(['inquiry.answer', 'inquiry.answer_edit']);
  });

  it('answers a secret product question; the message opens the product page', async () => {
    const productNo = await someProductNo(server, 1);
    const questionNo = (await shopper.client.post<{ questionNo: number }>(QNA, { productNo, text: '비밀 질문: 재입고 언제 되나요?', secret: true })).body.data!.questionNo;
    const detail = (await operator.get<AdminInquiryView>(`${CONSOLE}/${questionNo}`)).body.data!;
    expect(detail).toMatchObject({ kind: 'PRODUCT', secret: true, text: '비밀 질문: 재입고 언제 되나요?', productNo, status: 'WAITING' });
    await answer(questionNo, '다음 주 입고 예정입니다.');
    expect((await messagesTo(server, memberId)).at(-1)).toMatchObject({ link: `/product/item/${productNo}` });
  });
});

describe('the list', () => {
  it('puts waiting ones first, oldest first, and filters by kind, state, category and period', async () => {
    const older = await written(shopper.client, { category: 'INSTALL', title: '시공 문의 먼저' });
    const newer = await written(shopper.client, { category: 'INSTALL', title: '시공 문의 나중' });
    const all = await consoleList('?status=WAITING&size=100');
    const order = all.list.map((row) => row.inquiryNo);
    expect(order.indexOf(older)).toBeLessThan(order.indexOf(newer));
    expect(all.list.every((row) => row.status === 'WAITING')).toBe(true);

    const mixed = await consoleList('?size=100');
    const firstAnswered = mixed.list.findIndex((row) => row.status === 'ANSWERED');
    expect(mixed.list.slice(firstAnswered).every((row) => row.status === 'ANSWERED')).toBe(true);

    expect((await consoleList('?category=INSTALL')).list.map((row) => row.subject)).toEqual(['시공 문의 먼저', '시공 문의 나중']);
    expect((await consoleList('?kind=PRODUCT')).list.every((row) => row.kind === 'PRODUCT')).toBe(true);
    expect((await consoleList('?from=2000-01-01&to=2000-01-31')).total).toBe(0);
    for (const query of ['?kind=BOTH', '?status=OPEN', '?from=2026-02-31', '?size=1000', '?category=a;b']) expect((await operator.get(`${CONSOLE}${query}`)).status).toBe(400);
  });

  it('lists the category names for the filter', async () => {
    const categories = (await operator.get<{ list: { code: string; name: string }[] }>(`${CONSOLE}/categories`)).body.data!.list;
    expect(categories).toContainEqual({ code: 'RETURN', name: '취소·교환·반품 문의' });
  });
});

describe('who may', () => {
  it('refuses the console to shoppers and strangers, and my page to a staff session', async () => {
    const inquiryNo = await written(shopper.client);
    for (const client of [shopper.client, server.client()]) {
      for (const call of [client.get(CONSOLE), client.get(`${CONSOLE}/${inquiryNo}`), answer(inquiryNo, '침입자의 답변', client)]) {
        expect(await call).toMatchObject({ status: 403, body: { code: ApiCode.STAFF_NOT_SIGNED_IN } });
      }
    }
    for (const call of [operator.get(`${INQUIRIES}/list`), operator.get(`${INQUIRIES}/${inquiryNo}`), operator.post(INQUIRIES, { category: 'ETC', title: '직원이 씀', text: '직원 세션으로 회원 문의를 씁니다.' })]) {
      expect(await call).toMatchObject({ status: 403, body: { code: ApiCode.NO_ACCESS_TOKEN } });
    }
    expect(await opened(shopper.client, inquiryNo)).toMatchObject({ status: 'WAITING' });
  });

  it('refuses an unknown or malformed inquiry and an empty or odd answer', async () => {
    expect(await answer(2_000_000_000, '없는 문의')).toMatchObject({ status: 404, body: { code: ApiCode.INQUIRY_NOT_FOUND } });
    expect((await operator.get(`${CONSOLE}/abc`)).status).toBe(400);
    const inquiryNo = await written(shopper.client);
    for (const text of ['   ', '가'.repeat(3_001), '답변\u0000']) expect((await answer(inquiryNo, text)).status).toBe(400);
    expect(await inquiryGlance(server.db, memberId)).toMatchObject({ waiting: expect.any(Number) });
  });
});
