import { ApiCode, PAYMENT_HOLD_MS, portoneVbankDue, vbankDeadline } from '@maru/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { anonymous } from '../../../test/factories';
import type { TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { SAMPLE_FEE_PER_ORDER } from '../cart';
import { buyNowSheet, cartSheet, freshOption, guest, member, orderBody, orderRow, ordersOfSheet, place, placeOf, readOrder, setPrice, stockOf, withOrderServer } from './order-test-kit';

let server: TestServer;
let buyer: HttpClient;
withOrderServer((started) => ({ server, buyer } = started));

describe('POST /order/v1', () => {
  it('places a member’s card order: stock held, amounts from the server, PortOne parameters', async () => {
    const option = await freshOption(server, 10);
    const sheet = await buyNowSheet(buyer, option, 2);
    const before = Date.now();
    const placed = await place(buyer, sheet.sheetNo);
    expect(placed.orderNo).toMatch(/^\d{8}\d{6}$/);
    expect(placed.merchantUid).toBe(`maru_${placed.orderNo}`);
    expect(placed.amount).toBe(sheet.amounts.payAmount);
    expect(placed.payment).toMatchObject({ sandbox: true, windowUrl: expect.any(String), impCode: expect.any(String) });
    expect(placed.payment.params).toMatchObject({
      merchant_uid: placed.merchantUid,
      amount: placed.amount,
      buyer_name: '김마루',
      buyer_postcode: '06236',
      m_redirect_url: `${server.url}/order/mobile`,
      notice_url: `${server.url}/api/order/v1/webhook/portone`,
    });
    expect(placed.payment.params.vbank_due).toBeUndefined();
    expect(await stockOf(server, option)).toBe(8);
    const row = await orderRow(server, placed.orderNo);
    expect(row).toMatchObject({ status: 'PAYMENT_PENDING', stock_held: true, pay_amount: placed.amount, guest_key: null, guest_password_hash: null });
    expect(row.hold_until.getTime() - before).toBeGreaterThanOrEqual(PAYMENT_HOLD_MS - 5_000);
    // Its expiry is queued with it, for the moment the hold runs out.
    const { rows: jobs } = await sql<{ start_after: Date }>`select start_after from pgboss.job where name = 'order.expire' and data->>'orderNo' = ${placed.orderNo}`.execute(server.db);
    expect(jobs.map((job) => job.start_after.getTime())).toEqual([row.hold_until.getTime()]);
    const view = await readOrder(buyer, placed.orderNo);
    expect(view.body.data).toMatchObject({ orderNo: placed.orderNo, status: 'PAYMENT_PENDING', statusLabel: '결제 진행 중', guest: false, lines: [expect.objectContaining({ qty: 2 })] });
  });

  it('places a guest’s virtual-account order with the guest consents and a hashed password', async () => {
    const option = await freshOption(server, 10);
    const shopper = await guest(server);
    const sheet = await buyNowSheet(shopper, option, 1);
    const placed = await place(shopper, sheet.sheetNo, { guest: true, payMethod: 'vbank', cashReceipt: { type: 'PERSONAL', number: '010-2345-6789' } });
    expect(placed.payment.params).toMatchObject({ m_redirect_url: `${server.url}/order/private/mobile`, pay_method: 'vbank' });
    expect(placed.payment.params.vbank_due).toBe(portoneVbankDue(vbankDeadline(new Date())));
    const row = await orderRow(server, placed.orderNo);
    expect(row.member_id).toBeNull();
    expect(row.guest_password_hash).toMatch(/^\$argon2id\$/);
    expect(row.cash_receipt_type).toBe('PERSONAL');
    expect((await readOrder(shopper, placed.orderNo)).body.data).toMatchObject({ guest: true, payment: { method: 'vbank', cashReceipt: { type: 'PERSONAL' } } });
  });

  it('refuses a guest without every consent or without a password, and a member with one', async () => {
    const option = await freshOption(server, 10);
    const shopper = await guest(server);
    const sheet = await buyNowSheet(shopper, option, 1);
    const noPrivacy = await placeOf(shopper, orderBody(sheet.sheetNo, { guest: true, consents: { purchase: true, guestTerms: true, guestOrder: true } }));
    expect(noPrivacy.body.code).toBe(ApiCode.CONSENT_REQUIRED);
    const { guestPassword: _unused, ...noPassword } = orderBody(sheet.sheetNo, { guest: true });
    expect((await placeOf(shopper, noPassword)).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    const noPurchase = await placeOf(shopper, orderBody(sheet.sheetNo, { guest: true, consents: { purchase: false, guestTerms: true, guestPrivacy: true, guestOrder: true } }));
    expect([noPurchase.status, noPurchase.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    const memberSheet = await buyNowSheet(buyer, option, 1);
    expect((await placeOf(buyer, orderBody(memberSheet.sheetNo, { guestPassword: 'secret1' }))).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await placeOf(buyer, orderBody(memberSheet.sheetNo, { cashReceipt: { type: 'PERSONAL', number: '010-2345-6789' } }))).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect(await stockOf(server, option)).toBe(10);
    expect(await ordersOfSheet(server, sheet.sheetNo)).toBe(0);
  });

  it('refuses an amount sent by the client (strict schema) and changes nothing', async () => {
    const option = await freshOption(server, 10);
    const sheet = await buyNowSheet(buyer, option, 1);
    const answer = await placeOf(buyer, { ...orderBody(sheet.sheetNo), amount: 100 });
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    expect(await stockOf(server, option)).toBe(10);
    expect(await ordersOfSheet(server, sheet.sheetNo)).toBe(0);
  });

  it('refuses with 5002 when a price changed after the sheet, leaving stock and sheet untouched; a fresh look lets it through', async () => {
    const option = await freshOption(server, 10);
    await setPrice(server, option, 20_000);
    const sheet = await buyNowSheet(buyer, option, 1);
    await setPrice(server, option, 21_000);
    const refused = await placeOf(buyer, orderBody(sheet.sheetNo));
    expect(refused.body.code).toBe(ApiCode.ORDER_PRICE_CHANGED);
    expect(await stockOf(server, option)).toBe(10);
    expect(await ordersOfSheet(server, sheet.sheetNo)).toBe(0);
    // The shopper looks again (the page re-reads the sheet), sees the new amount and accepts it.
    const seen = await buyer.get<{ amounts: { payAmount: number } }>(`/api/order/v1/sheet/${sheet.sheetNo}?zonecode=06236`);
    const placed = await place(buyer, sheet.sheetNo);
    expect(placed.amount).toBe(seen.body.data!.amounts.payAmount);
  });

  it('accepts a 도서산간 address the sheet had not priced yet: only the surcharge differs', async () => {
    const option = await freshOption(server, 10);
    await server.db.updateTable('product_delivery').set({ pay_type: 'PREPAY', free_over: null }).where('product_no', '=', option.productNo).execute();
    const sheet = await buyNowSheet(buyer, option, 1);
    const placed = await place(buyer, sheet.sheetNo, { zonecode: '63100' });
    expect(placed.amount).toBeGreaterThan(sheet.amounts.payAmount);
    expect((await orderRow(server, placed.orderNo)).remote_area_fee).toBe(placed.amount - sheet.amounts.payAmount);
  });

  it('makes one order of one sheet placed twice at once; the loser is told it was placed', async () => {
    const option = await freshOption(server, 10);
    const sheet = await buyNowSheet(buyer, option, 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOf(buyer, orderBody(sheet.sheetNo))));
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code !== 0).every((code) => code === ApiCode.ORDER_ALREADY_PLACED)).toBe(true);
    expect(await ordersOfSheet(server, sheet.sheetNo)).toBe(1);
    expect(await stockOf(server, option)).toBe(9);
  });

  it('refuses an expired sheet (410) and another visitor’s sheet (404)', async () => {
    const option = await freshOption(server, 10);
    const expired = await buyNowSheet(buyer, option, 1);
    await server.db.updateTable('order_sheet').set({ expires_at: new Date(Date.now() - 1) }).where('sheet_no', '=', expired.sheetNo).execute();
    const late = await placeOf(buyer, orderBody(expired.sheetNo));
    expect([late.status, late.body.code]).toEqual([410, ApiCode.ORDER_SHEET_EXPIRED]);
    const sheet = await buyNowSheet(buyer, option, 1);
    const byGuest = await placeOf(await guest(server), orderBody(sheet.sheetNo, { guest: true }));
    expect([byGuest.status, byGuest.body.code]).toEqual([404, ApiCode.ORDER_NOT_FOUND]);
    const byMember = await placeOf(await member(server), orderBody(sheet.sheetNo));
    expect([byMember.status, byMember.body.code]).toEqual([404, ApiCode.ORDER_NOT_FOUND]);
    const byNobody = await placeOf(anonymous(server), orderBody(sheet.sheetNo));
    expect([byNobody.status, byNobody.body.code]).toEqual([403, ApiCode.NO_ACCESS_TOKEN]);
    expect(await stockOf(server, option)).toBe(10);
  });

  it('places a sample order without taking sale stock', async () => {
    const option = await freshOption(server, 3, { sampleable: true });
    const { sheet } = await cartSheet(buyer, option, 1, 'SAMPLE');
    const placed = await place(buyer, sheet.sheetNo);
    expect(placed.amount).toBe(SAMPLE_FEE_PER_ORDER);
    expect(await stockOf(server, option)).toBe(3);
    expect(await orderRow(server, placed.orderNo)).toMatchObject({ order_type: 'SAMPLE', stock_held: false, sample_fee: SAMPLE_FEE_PER_ORDER });
  });
});

describe('GET /order/v1/{orderNo}', () => {
  it('shows the order to its owner only; everyone else gets what an unknown number gets', async () => {
    const option = await freshOption(server, 10);
    const memberOrder = await place(buyer, (await buyNowSheet(buyer, option, 1)).sheetNo);
    const shopper = await guest(server);
    const guestOrder = await place(shopper, (await buyNowSheet(shopper, option, 1)).sheetNo, { guest: true });
    const unknown = await readOrder(buyer, '20000101000000');
    expect([unknown.status, unknown.body.code]).toEqual([404, ApiCode.ORDER_NOT_FOUND]);
    for (const [client, orderNo] of [
      [await member(server), memberOrder.orderNo],
      [await guest(server), memberOrder.orderNo],
      [anonymous(server), memberOrder.orderNo],
      [buyer, guestOrder.orderNo],
      [await guest(server), guestOrder.orderNo],
      [anonymous(server), guestOrder.orderNo],
    ] as const) {
      expect((await readOrder(client, orderNo)).body).toEqual(unknown.body);
    }
    expect((await readOrder(shopper, guestOrder.orderNo)).body.code).toBe(0);
  });
});
