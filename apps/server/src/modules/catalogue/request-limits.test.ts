import { ApiCode, MaruApiCode } from '@maru/domain';
import { beforeAll, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import type { ApiAnswer, HttpClient } from '../../../test/http-client';
import { signedInShopper, startCatalogueServer } from './test-kit';

// Likes and restock alerts are limited per member and per address (HTTP 429, code 2011,
// Retry-After), with the shipped numbers: two members share one address (127.0.0.1).

const server = serverForTests(startCatalogueServer);
let first: HttpClient;
let second: HttpClient;
let productNo: number;
beforeAll(async () => {
  [first, second] = [await signedInShopper(server), await signedInShopper(server)];
  productNo = (await server.db.selectFrom('product').select('product_no').orderBy('product_no').executeTakeFirstOrThrow()).product_no;
});

function expectTooMany(answer: ApiAnswer) {
  expect([answer.status, answer.body.code]).toEqual([429, ApiCode.TOO_MANY_ATTEMPTS]);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(600);
}

async function answeredTimes(times: number, call: () => Promise<ApiAnswer>, code: number) {
  for (let i = 0; i < times; i += 1) expect((await call()).body.code).toBe(code);
}

it('like toggles: 120 per member and 240 per address per 10 minutes', async () => {
  const like = (client: HttpClient) => client.post('/api/like/v1/product', { targetNo: productNo });
  await answeredTimes(120, () => like(first), 0);
  expectTooMany(await like(first));
  // The other member has their own budget; the address has counted 121 of its 240.
  await answeredTimes(119, () => like(second), 0);
  expectTooMany(await like(second));
});

it('restock alerts: 30 per member and 60 per address per 10 minutes', async () => {
  const alert = (client: HttpClient) => client.post('/api/stock/v1/alim', { productNo, itemGroupSeq: 1 });
  await answeredTimes(30, () => alert(first), MaruApiCode.OPTION_NOT_FOUND);
  expectTooMany(await alert(first));
  await answeredTimes(29, () => alert(second), MaruApiCode.OPTION_NOT_FOUND);
  expectTooMany(await alert(second));
});
