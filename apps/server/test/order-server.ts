import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { pickOptions, setStock, type TestOption } from '../src/modules/cart/cart-test-kit';

// A server for shoppers' orders and the options they buy, shared by the order, after-sale and
// benefit kits (issue 42: the benefit kit took these from the order kits through factories.ts,
// and the kits and factories.ts imported each other in a loop; a benefit kit importing the order
// kits would make a loop of the benefit and order modules, whose code uses benefit's). This file
// imports only the harness and the cart kit, so any kit may use it; the order kit takes the cart's
// calls an order starts from here too (a module's kit reaches another module's only through
// apps/server/test).

export { add, listCart, pickOptions, setStock, type TestOption } from '../src/modules/cart/cart-test-kit';

/** Test files make many shoppers and orders from 127.0.0.1; the limits themselves are proven in guest-lookup.test.ts. */
export const GENEROUS_ORDER_LIMITS = [
  'certify-start.perIp=2000', 'certify-complete.perIp=2000', 'join.perIp=2000', 'guest-token.perIp=2000',
  'order-sheet.perIp=5000', 'order-place.perIp=5000', 'order-complete.perIp=5000',
].join(',');

/** The after-sale calls' limits, raised the same way (cancels, returns and the console's order changes). */
export const AFTERSALE_LIMITS = 'order-claim.perIp=5000,order-refund-quote.perIp=5000,guest-order-check.perIp=500,staff-sign-in.perIp=1000,console-order-change.perIp=10000';

export function startOrderServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: GENEROUS_ORDER_LIMITS, ...env } });
}

/** A product option of its own (distinct per call within a file) with the given stock. */
export async function freshOption(server: TestServer, stock: number, opts: { sampleable?: boolean } = {}): Promise<TestOption> {
  const taken = (await server.db.selectFrom('shop_order_line').select('item_group_seq').execute()).map((row) => row.item_group_seq);
  const used = new Set([...taken, ...picked.get(server) ?? []]);
  const groups = await pickOptions(server, { sampleable: opts.sampleable ?? false, products: 30 });
  const option = groups.map((rows) => rows[0]!).find((candidate) => !used.has(candidate.optionGroupSeq));
  expect(option).toBeDefined();
  picked.set(server, [...(picked.get(server) ?? []), option!.optionGroupSeq]);
  await setStock(server, option!, stock);
  return option!;
}
const picked = new WeakMap<TestServer, number[]>();
