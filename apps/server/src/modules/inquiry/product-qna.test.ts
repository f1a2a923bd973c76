import { ApiCode, type ProductQnaView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedMember, type Member } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { QNA, someProductNo, startInquiryServer } from './inquiry-test-kit';

// Product questions: members ask (public or secret); everyone reads public questions and
// answers; a secret one shows only "비밀글입니다" to everyone but its author.

const server = serverForTests(startInquiryServer);
let asker: Member;
let other: Member;
let productNo: number;

beforeAll(async () => {
  [asker, other] = await Promise.all([verifiedMember(server), verifiedMember(server)]);
  productNo = await someProductNo(server, 3);
});

const ask = (client: HttpClient, body: Record<string, unknown>) => client.post<{ questionNo: number }>(QNA, { productNo, ...body });
const page = async (client: HttpClient, query = '') => (await client.get<ProductQnaView>(`${QNA}/list?productNo=${productNo}${query}`)).body.data!;

describe('asking and reading', () => {
  it('shows a public question and its answer to everyone, a secret one only to its author', async () => {
    const open = (await ask(asker.client, { text: '이 식탁 상판 두께가 몇 mm인가요?', secret: false })).body.data!.questionNo;
    const secret = (await ask(asker.client, { text: '비밀: 우리 집 주소로 설치 가능?', secret: true })).body.data!.questionNo;
    await server.db.updateTable('inquiry').set({ answer_text: '30mm입니다.', answered_at: new Date() }).where('inquiry_id', 'in', [open, secret]).execute();

    for (const viewer of [server.client(), other.client]) {
      const seen = await page(viewer);
      expect(seen.list.find((q) => q.questionNo === open)).toMatchObject({ locked: false, mine: false, text: '이 식탁 상판 두께가 몇 mm인가요?', answer: { text: '30mm입니다.' } });
      expect(seen.list.find((q) => q.questionNo === secret)).toMatchObject({ secret: true, locked: true, text: null, answer: null, status: 'ANSWERED' });
      expect(JSON.stringify(seen)).not.toContain('우리 집');
    }
    const own = await page(asker.client);
    expect(own.list.find((q) => q.questionNo === secret)).toMatchObject({ locked: false, mine: true, text: '비밀: 우리 집 주소로 설치 가능?', answer: { text: '30mm입니다.' } });
    // The author's name is masked for everyone.
    expect(own.list.find((q) => q.questionNo === open)!.author).toMatch(/^홍길\*+$/);
    // The page shows the author the answers: they count as read.
    const unread = await server.db.selectFrom('inquiry').select('answer_read_at').where('inquiry_id', 'in', [open, secret]).execute();
    expect(unread.every((row) => row.answer_read_at !== null)).toBe(true);
  });

  it('pages newest first and is never shared by a cache', async () => {
    const other2 = await someProductNo(server, 4);
    for (let index = 0; index < 3; index += 1) await asker.client.post(QNA, { productNo: other2, text: `질문 번호 ${index} 입니다` });
    const answer = await server.client().get<ProductQnaView>(`${QNA}/list?productNo=${other2}&size=2&page=2`);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body.data).toMatchObject({ total: 3, page: 2, size: 2, list: [{ text: '질문 번호 0 입니다' }] });
  });

  it('secret questions do not show through the staff cookie on the shop’s API', async () => {
    const staff = await signedInStaff(server, 'OPERATOR');
    const secret = (await ask(asker.client, { text: '직원 쿠키로도 상점 API에서는 잠김', secret: true })).body.data!.questionNo;
    expect((await page(staff.client)).list.find((q) => q.questionNo === secret)).toMatchObject({ locked: true, text: null });
  });
});

describe('refusals', () => {
  it('needs a member to ask', async () => {
    expect(await ask(server.client(), { text: '로그인 없이 질문합니다' })).toMatchObject({ status: 403, body: { code: ApiCode.NO_ACCESS_TOKEN } });
  });

  it('refuses an unknown product, and input the app never sends', async () => {
    expect(await asker.client.post(QNA, { productNo: 2_000_000_000, text: '없는 상품에 질문합니다' })).toMatchObject({ status: 404, body: { code: ApiCode.NO_DATA } });
    for (const body of [
      { text: '짧음' },
      { text: '가'.repeat(1_001) },
      { text: '제어\u0007문자 포함 질문' },
      { text: '비밀 여부가 문자열', secret: 'yes' },
      { text: '상품 번호가 이상함', productNo: 'abc' },
      { text: '알 수 없는 필드', memberId: 1 },
    ]) {
      expect(await ask(asker.client, body)).toMatchObject({ status: 400, body: { code: ApiCode.REQUIRED_PARAMETER } });
    }
    for (const query of ['productNo=abc', 'productNo=1&page=0', 'productNo=1&size=500', '']) {
      expect((await server.client().get(`${QNA}/list?${query}`)).status).toBe(400);
    }
  });
});
