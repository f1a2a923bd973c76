import type { ProductHistoryView } from '@maru/domain';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// Used by the my page tests only. Members come from the shared factories (test/factories.ts).

const GENEROUS_LIMITS = 'certify-start.perIp=1000,certify-complete.perIp=1000,join.perIp=1000,product-history.perMember=5000,product-history.perIp=5000,inquiry-write.perIp=5000,inquiry-write.perMember=5000';

export const startMypageServer = (): Promise<TestServer> => startTestServer({ env: { MARU_RATE_LIMITS: GENEROUS_LIMITS } });

export const HISTORY = '/api/mypage/v1/history/product';

export async function memberIdOf(server: TestServer, email: string): Promise<number> {
  return (await server.db.selectFrom('member').select('member_id').where('email', '=', email).executeTakeFirstOrThrow()).member_id;
}

/** The first `count` product numbers of the catalogue. */
export async function productNos(server: TestServer, count: number): Promise<number[]> {
  const rows = await server.db.selectFrom('product').select('product_no').orderBy('product_no').limit(count).execute();
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.product_no);
}

export const listed = (history: ProductHistoryView | undefined) => (history?.list ?? []).map((item) => item.product.productNo);

export async function historyOf(client: HttpClient): Promise<number[]> {
  const answer = await client.get<ProductHistoryView>(HISTORY);
  expect(answer.body.code).toBe(0);
  return listed(answer.body.data);
}

export async function view(client: HttpClient, productNo: number): Promise<number[]> {
  const answer = await client.post<ProductHistoryView>(HISTORY, { productNo });
  expect(answer.body).toMatchObject({ code: 0 });
  return listed(answer.body.data);
}
