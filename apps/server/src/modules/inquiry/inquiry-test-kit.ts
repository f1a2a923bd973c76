import { randomUUID } from 'node:crypto';
import type { InquiryView, InquiryWriteRequest } from '@maru/domain';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ApiAnswer, HttpClient } from '../../../test/http-client';

// The inquiry tests' shoppers write and read over the same HTTP calls the web app makes.

export const INQUIRIES = '/api/mypage/v1/inquiry';
export const QNA = '/api/product/v1/qna';
export const CONSOLE = '/api/admin/v1/inquiries';

export function startInquiryServer(): Promise<TestServer> {
  // Many members and orders from 127.0.0.1 (the limits themselves are proven by their modules).
  const orders = 'certify-start.perIp=2000,certify-complete.perIp=2000,join.perIp=2000,guest-token.perIp=2000,order-sheet.perIp=5000,order-place.perIp=5000,order-complete.perIp=5000';
  const limits = `${orders},staff-sign-in.perIp=1000,inquiry-write.perIp=5000,inquiry-write.perMember=5000,product-question.perIp=5000,product-question.perMember=5000`;
  return startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: limits } });
}

export const inquiryBody = (fields: Partial<Record<keyof InquiryWriteRequest, unknown>> & Record<string, unknown> = {}) => ({
  category: 'DELIVERY',
  title: '배송 일정 문의',
  text: '주문한 식탁이 언제 도착하는지 알고 싶습니다.',
  ...fields,
});

export function write(client: HttpClient, fields: Parameters<typeof inquiryBody>[0] = {}): Promise<ApiAnswer<{ inquiryNo: number }>> {
  return client.post(INQUIRIES, inquiryBody(fields));
}

export async function written(client: HttpClient, fields: Parameters<typeof inquiryBody>[0] = {}): Promise<number> {
  const answer = await write(client, fields);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!.inquiryNo;
}

export async function opened(client: HttpClient, inquiryNo: number): Promise<InquiryView> {
  const answer = await client.get<InquiryView>(`${INQUIRIES}/${inquiryNo}`);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!;
}

/** Any product of the seeded catalogue. */
export async function someProductNo(server: TestServer, skip = 0): Promise<number> {
  const row = await server.db.selectFrom('product').select('product_no').orderBy('product_no').offset(skip).limit(1).executeTakeFirstOrThrow();
  return row.product_no;
}

export async function memberIdOf(server: TestServer, email: string): Promise<number> {
  return (await server.db.selectFrom('member').select('member_id').where('email', '=', email).executeTakeFirstOrThrow()).member_id;
}

export function messagesTo(server: TestServer, memberId: number) {
  return server.db.selectFrom('message_outbox').selectAll().where('member_id', '=', memberId).where('template', '=', 'INQUIRY_ANSWERED').orderBy('message_id').execute();
}
