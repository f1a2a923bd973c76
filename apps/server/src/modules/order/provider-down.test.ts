import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { buyNowSheet, freshOption, guest, orderBody, placeOf, startOrderServer, stockOf } from './order-test-kit';

// PortOne "with keys" at an address where nothing listens: every provider call fails to connect.
// (With keys set the identity sandbox is gone too, so the buyers here are guests.)
const server = serverForTests(() => startOrderServer({ PORTONE_IMP_KEY: 'key', PORTONE_IMP_SECRET: 'secret', PORTONE_IMP_CODE: 'imp_test', PORTONE_API_URL: 'http://127.0.0.1:9' }));

describe('PortOne cannot be reached', () => {
  it('placing answers 503 / 5011: the order fails and its stock returns at once', async () => {
    const option = await freshOption(server, 4);
    const buyer = await guest(server);
    const sheet = await buyNowSheet(buyer, option, 3);
    const answer = await placeOf(buyer, orderBody(sheet.sheetNo, { guest: true }));
    expect([answer.status, answer.body.code]).toEqual([503, ApiCode.PAYMENT_PROVIDER_UNAVAILABLE]);
    expect(await stockOf(server, option)).toBe(4);
    const order = await server.db.selectFrom('shop_order').select(['status', 'stock_held']).where('sheet_no', '=', sheet.sheetNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'FAILED', stock_held: false });
  });

  it('the callback answers 503 / 5011 and changes nothing', async () => {
    const buyer = await guest(server);
    const option = await freshOption(server, 4);
    const sheet = await buyNowSheet(buyer, option, 1);
    // An order whose prepare failed is FAILED; completing it still needs the provider's word first.
    await placeOf(buyer, orderBody(sheet.sheetNo, { guest: true }));
    const order = await server.db.selectFrom('shop_order').select(['merchant_uid', 'status']).where('sheet_no', '=', sheet.sheetNo).executeTakeFirstOrThrow();
    const answer = await buyer.post('/api/order/v1/complete', { imp_uid: 'imp_123456789012', merchant_uid: order.merchant_uid });
    expect([answer.status, answer.body.code]).toEqual([503, ApiCode.PAYMENT_PROVIDER_UNAVAILABLE]);
    expect((await server.db.selectFrom('shop_order').select('status').where('sheet_no', '=', sheet.sheetNo).executeTakeFirstOrThrow()).status).toBe('FAILED');
  });
});
