import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { signedInStaff } from '../../../../test/factories';
import { GUEST_PASSWORD, guest, member, ORDERER } from '../order-test-kit';
import { cancel, detailOf, freshOptions, paidOrder, startAfterSaleServer } from './aftersale-test-kit';

// Who may act on an order after the sale: its member; the guest browser that placed it, or
// a guest who looked it up with number, phone and password (from any browser, for half an
// hour); staff only through the console. Everyone else is told the order does not exist.

const server = serverForTests(startAfterSaleServer);

describe('a guest', () => {
  it('cancels from another browser after looking the order up, and not before', async () => {
    const placedBy = await guest(server);
    const order = await paidOrder(placedBy, await freshOptions(server, 2), { guest: true });
    expect((await detailOf(placedBy, order.orderNo)).guest).toBe(true);

    const elsewhere = await guest(server);
    expect((await elsewhere.get(`/api/order/v1/${order.orderNo}/detail`)).body.code).toBe(ApiCode.ORDER_NOT_FOUND);
    expect((await cancel(elsewhere, order.orderNo, { lineNos: [1] })).body.code).toBe(ApiCode.ORDER_NOT_FOUND);

    const wrong = await elsewhere.post('/api/order/v1/private/check', { orderNo: order.orderNo, phone: ORDERER.phone, password: 'wrong-password' });
    expect(wrong.body.code).toBe(ApiCode.GUEST_ORDER_NOT_MATCHED);
    expect((await cancel(elsewhere, order.orderNo, { lineNos: [1] })).body.code).toBe(ApiCode.ORDER_NOT_FOUND);

    const lookedUp = await elsewhere.post('/api/order/v1/private/check', { orderNo: order.orderNo, phone: ORDERER.phone, password: GUEST_PASSWORD });
    expect(lookedUp.body.code).toBe(0);
    const cancelled = await cancel(elsewhere, order.orderNo, { lineNos: [1] });
    expect(cancelled.body.code).toBe(0);
    expect(cancelled.body.data!.order.lines.map((line) => line.status)).toEqual(['CANCELLED', 'PAID']);

    // The grant names one order: another guest order is still out of reach.
    const other = await paidOrder(await guest(server), await freshOptions(server, 1), { guest: true });
    expect((await cancel(elsewhere, other.orderNo, { lineNos: [1] })).body.code).toBe(ApiCode.ORDER_NOT_FOUND);
  });
});

describe('someone else', () => {
  it('another member, a cookie-less visitor and a staff session cannot read or change a member order from the shop side', async () => {
    const owner = await member(server);
    const order = await paidOrder(owner, await freshOptions(server, 1));
    const intruders = [await member(server), server.client(), (await signedInStaff(server, 'ADMIN')).client];
    for (const intruder of intruders) {
      for (const call of [
        intruder.get(`/api/order/v1/${order.orderNo}/detail`),
        intruder.get(`/api/order/v1/${order.orderNo}/refund-quote?kind=CANCEL&lineNos=1`),
        cancel(intruder, order.orderNo, { lineNos: [1] }),
        intruder.post(`/api/order/v1/${order.orderNo}/return`, { lineNos: [1], reason: 'DEFECT' }),
        intruder.post(`/api/order/v1/${order.orderNo}/confirm`, { lineNos: [1] }),
      ]) {
        const answer = await call;
        expect([answer.status, answer.body.code]).toEqual([404, ApiCode.ORDER_NOT_FOUND]);
      }
    }
    expect((await detailOf(owner, order.orderNo)).lines[0]!.status).toBe('PAID');
  });

  it('a shopper, guest or visitor gets nothing from the console, an operator does', async () => {
    const owner = await member(server);
    const order = await paidOrder(owner, await freshOptions(server, 1));
    for (const stranger of [owner, await guest(server), server.client()]) {
      for (const call of [stranger.get(`/api/admin/v1/orders?orderNo=${order.orderNo}`), stranger.post(`/api/admin/v1/orders/${order.orderNo}/prepare`, { lineNos: [1] })]) {
        const answer = await call;
        expect([answer.status, answer.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
      }
    }
    const operator = (await signedInStaff(server, 'OPERATOR')).client;
    const found = await operator.get<{ list: { orderNo: string }[] }>(`/api/admin/v1/orders?orderNo=${order.orderNo}`);
    expect(found.body.data!.list.map((row) => row.orderNo)).toEqual([order.orderNo]);
    expect((await detailOf(owner, order.orderNo)).lines[0]!.status).toBe('PAID');
  });

  it('the console lists orders newest first, or oldest first, or by the amount paid either way', async () => {
    const owner = await member(server);
    await paidOrder(owner, await freshOptions(server, 1));
    await paidOrder(owner, await freshOptions(server, 3));
    const operator = (await signedInStaff(server, 'OPERATOR')).client;
    const list = async (sort?: string) =>
      (await operator.get<{ list: { orderNo: string; createdAt: string; payAmount: number }[] }>(`/api/admin/v1/orders?size=100${sort ? `&sort=${sort}` : ''}`)).body.data!.list;
    const byTime = (rows: { createdAt: string }[]) => rows.map((row) => Date.parse(row.createdAt));
    const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);
    const newest = await list();
    expect(newest.length).toBeGreaterThanOrEqual(2);
    expect(ascending(byTime(newest).reverse())).toBe(true);
    expect(await list('NEWEST')).toEqual(newest);
    expect(ascending(byTime(await list('OLDEST')))).toBe(true);
    const cheapest = (await list('PAY_ASC')).map((row) => row.payAmount);
    expect(ascending(cheapest)).toBe(true);
    expect(cheapest[0]).toBeLessThan(cheapest.at(-1)!);
    expect(ascending((await list('PAY_DESC')).map((row) => row.payAmount).reverse())).toBe(true);
    expect((await operator.get('/api/admin/v1/orders?sort=PRICE')).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
  });
});

describe('my page lists', () => {
  it('lists the member’s orders by state and period, their claims, and counts per state', async () => {
    const client = await member(server);
    const first = await paidOrder(client, await freshOptions(server, 2));
    await paidOrder(client, await freshOptions(server, 1));
    await cancel(client, first.orderNo, { lineNos: [2] });

    const all = await client.get<{ list: { orderNo: string; displayStatus: string }[]; total: number }>('/api/mypage/v1/order/list?period=1W');
    expect(all.body.data!.total).toBe(2);
    expect(all.body.data!.list.find((row) => row.orderNo === first.orderNo)?.displayStatus).toBe('결제완료 (부분취소)');
    const withClaims = await client.get<{ list: { orderNo: string }[] }>('/api/mypage/v1/order/list?status=CLAIMS');
    expect(withClaims.body.data!.list.map((row) => row.orderNo)).toEqual([first.orderNo]);
    const claims = await client.get<{ list: { kind: string; lines: unknown[] }[] }>('/api/mypage/v1/order/claims');
    expect(claims.body.data!.list).toHaveLength(1);
    const counts = await client.get<{ counts: Record<string, number> }>('/api/mypage/v1/order/counts');
    expect(counts.body.data!.counts).toMatchObject({ PAID: 2, CANCELLED: 1 });
    expect((await server.client().get('/api/mypage/v1/order/list')).body.code).toBe(ApiCode.NO_ACCESS_TOKEN);
  });
});
