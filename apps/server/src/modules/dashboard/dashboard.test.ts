import { randomUUID } from 'node:crypto';
import { ApiCode, type DashboardTodoKind, type DashboardView } from '@maru/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { clockFrom } from '../../core/time/clock';
import {
  AFTERSALE_LIMITS, bookConfirmed, bookingBody, cancel, forceLines, freshOption, freshOptions, GENEROUS_ORDER_LIMITS, GENEROUS_SHOWROOM_LIMITS, member, newPhone, openDay, paidOrder, requestReturn,
  setStock, signedInStaff, verifiedMember, type SignedInStaff,
} from '../../../test/factories';
import { serverForTests, startTestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// GET /api/admin/v1/dashboard (issue 28, pinned) over real HTTP on a clock of the test's own:
// who may read it, today's and the period's sales as orders are paid and refunded, the Korean
// day boundary, and the to-do counts following the orders, inquiries, bookings and stock they
// count, each linking to the console list that shows the same number.

const clock = clockFrom(new Date('2027-04-07T10:00:00+09:00'));
const limits = [GENEROUS_ORDER_LIMITS, AFTERSALE_LIMITS, GENEROUS_SHOWROOM_LIMITS, 'inquiry-write.perIp=1000', 'inquiry-write.perMember=1000'].join(',');
const server = serverForTests(() => startTestServer({ clock, env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: limits } }));
const DASHBOARD = '/api/admin/v1/dashboard';

// Staff sessions follow the clock (2 hours idle): when a test moves it far, the operator signs in again.
let operator: SignedInStaff;
let signedInAt = 0;
async function freshOperator(): Promise<SignedInStaff> {
  if (Math.abs(clock.now().getTime() - signedInAt) > 60 * 60_000) {
    operator = await signedInStaff(server, 'OPERATOR');
    signedInAt = clock.now().getTime();
  }
  return operator;
}
beforeEach(() => freshOperator());

async function dashboard(client?: HttpClient): Promise<DashboardView> {
  const answer = await (client ?? (await freshOperator()).client).get<DashboardView>(DASHBOARD);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data!;
}

const todo = (view: DashboardView, kind: DashboardTodoKind) => view.todo.find((item) => item.kind === kind)!;
const dayOf = (view: DashboardView, date: string) => view.sales.days.find((day) => day.date === date)!;

describe('who may open the dashboard', () => {
  it('the shop’s operators (ADMIN, OPERATOR) read it; catalogue, content and promotions staff are refused 6003', async () => {
    const admin = await signedInStaff(server, 'ADMIN');
    expect((await dashboard(admin.client)).today).toBe('2027-04-07');
    for (const role of ['CATALOGUE', 'CONTENT', 'PROMOTIONS'] as const) {
      const staff = await signedInStaff(server, role);
      const answer = await staff.client.get(DASHBOARD);
      expect([role, answer.status, answer.body.code, answer.body.data]).toEqual([role, 403, ApiCode.STAFF_ROLE_REFUSED, undefined]);
    }
  });

  it('a shopper’s session, a guest and no cookie at all are refused 6001 and read nothing', async () => {
    const shopper = await verifiedMember(server);
    for (const client of [shopper.client, server.client()]) {
      const answer = await client.get(DASHBOARD);
      expect([answer.status, answer.body.code, answer.body.data]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN, undefined]);
    }
  });

  it('refuses a query it does not know (400/104) and is never cached', async () => {
    const answer = await operator.client.get(`${DASHBOARD}?days=365`);
    expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    const fine = await fetch(`${server.url}${DASHBOARD}`, { headers: { cookie: [...operator.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    expect(fine.headers.get('cache-control')).toBe('no-store');
  });
});

describe('sales', () => {
  it('answers 30 Korean days ending today, oldest first, with the 7 and 30 day totals adding them up', async () => {
    const view = await dashboard();
    expect(view.sales.days).toHaveLength(30);
    expect(view.sales.days[0]!.date).toBe('2027-03-09');
    expect(view.sales.days.at(-1)!.date).toBe('2027-04-07');
    const sum = (days: DashboardView['sales']['days']) => days.reduce((total, day) => total + day.netAmount, 0);
    expect(view.sales.last7.netAmount).toBe(sum(view.sales.days.slice(-7)));
    expect(view.sales.last30.netAmount).toBe(sum(view.sales.days));
    expect(view.sales.today).toEqual({ orders: view.sales.days.at(-1)!.orders, paidAmount: view.sales.days.at(-1)!.paidAmount, refunds: view.sales.days.at(-1)!.refunds, refundAmount: view.sales.days.at(-1)!.refundAmount, netAmount: view.sales.days.at(-1)!.netAmount });
  });

  it('an order paid now counts today, in the 7 and 30 days and among the best sellers; a refund lowers the net', async () => {
    clock.set(new Date('2027-04-07T14:00:00+09:00'));
    const before = await dashboard();
    const client = await member(server);
    const [kept, cancelled] = await freshOptions(server, 2);
    const order = await paidOrder(client, [kept!, cancelled!], { qty: 2 });

    const paid = await dashboard();
    expect(paid.sales.today).toMatchObject({ orders: before.sales.today.orders + 1, paidAmount: before.sales.today.paidAmount + order.amount, netAmount: before.sales.today.netAmount + order.amount });
    expect(paid.sales.last7.orders).toBe(before.sales.last7.orders + 1);
    expect(paid.sales.last30.paidAmount).toBe(before.sales.last30.paidAmount + order.amount);
    const best = paid.bestSellers.last7.find((row) => row.productNo === kept!.productNo);
    expect(best).toMatchObject({ units: 2, productName: expect.any(String) });
    expect(paid.bestSellers.last30.map((row) => row.productNo)).toContain(kept!.productNo);

    const claim = await cancel(client, order.orderNo, { lineNos: [2] });
    expect(claim.body.code).toBe(0);
    const refund = claim.body.data!.order.claims[0]!.refundAmount!;
    const after = await dashboard();
    expect(after.sales.today).toMatchObject({
      orders: paid.sales.today.orders,
      paidAmount: paid.sales.today.paidAmount,
      refunds: paid.sales.today.refunds + 1,
      refundAmount: paid.sales.today.refundAmount + refund,
      netAmount: paid.sales.today.netAmount - refund,
    });
    expect(after.bestSellers.last7.find((row) => row.productNo === cancelled!.productNo)).toBeUndefined();
  });

  it('the day ends at midnight in Korea: 23:50 counts today, and at 00:10 it is yesterday’s and a new day begins', async () => {
    clock.set(new Date('2027-04-08T23:50:00+09:00'));
    const client = await member(server);
    const evening = await paidOrder(client, await freshOptions(server, 1));
    const late = await dashboard();
    expect(late.today).toBe('2027-04-08');
    expect(late.sales.today.orders).toBeGreaterThanOrEqual(1);
    const eighth = late.sales.today;

    clock.set(new Date('2027-04-09T00:10:00+09:00'));
    const morning = await dashboard();
    expect(morning.today).toBe('2027-04-09');
    expect(morning.sales.today).toEqual({ orders: 0, paidAmount: 0, refunds: 0, refundAmount: 0, netAmount: 0 });
    expect(dayOf(morning, '2027-04-08')).toEqual({ date: '2027-04-08', ...eighth });
    expect(morning.sales.last7.paidAmount).toBeGreaterThanOrEqual(evening.amount);

    const night = await paidOrder(client, await freshOptions(server, 1));
    const next = await dashboard();
    expect(next.sales.today).toMatchObject({ orders: 1, paidAmount: night.amount });
    expect(dayOf(next, '2027-04-08')).toEqual(dayOf(morning, '2027-04-08'));
  });
});

describe('what needs doing now', () => {
  /** The console's order list filtered as the to-do item links it: the same number. */
  async function listed(path: string): Promise<number> {
    const answer = await operator.client.get<{ total: number }>(`/api/admin/v1${path}`);
    expect(answer.body.code).toBe(0);
    return answer.body.data!.total;
  }

  it('links each count to the console page that lists it, with the same number there', async () => {
    clock.set(new Date('2027-04-09T11:00:00+09:00'));
    const view = await dashboard();
    expect(view.todo.map((item) => [item.kind, item.path])).toEqual([
      ['TO_PREPARE', '/orders?status=PAID'],
      ['TO_SHIP', '/orders?status=PREPARING'],
      ['CANCEL_REQUESTED', '/orders?status=CANCEL_REQUESTED'],
      ['RETURN_REQUESTED', '/orders?status=RETURN_REQUESTED'],
      ['RETURN_PICKED_UP', '/orders?status=RETURN_PICKED_UP'],
      ['UNANSWERED_INQUIRIES', '/inquiries?status=WAITING'],
      ['TODAY_VISITS', '/bookings?date=2027-04-09'],
      ['LOW_STOCK', '/products/low-stock'],
    ]);
    for (const kind of ['TO_PREPARE', 'TO_SHIP', 'CANCEL_REQUESTED', 'RETURN_REQUESTED', 'RETURN_PICKED_UP', 'UNANSWERED_INQUIRIES'] as const) {
      expect([kind, await listed(todo(view, kind).path)]).toEqual([kind, todo(view, kind).count]);
    }
    expect(await listed(todo(view, 'LOW_STOCK').path)).toBe(todo(view, 'LOW_STOCK').count);
  });

  it('orders move from 상품 준비 to 발송 as the operator prepares and ships them; requests to cancel and return are counted until decided', async () => {
    clock.set(new Date('2027-04-09T13:00:00+09:00'));
    const client = await member(server);
    const staffPost = (path: string, body: unknown = {}) => operator.client.post(`/api/admin/v1/orders${path}`, body);
    const start = await dashboard();
    const count = (view: DashboardView, kind: DashboardTodoKind) => todo(view, kind).count - todo(start, kind).count;

    const order = await paidOrder(client, await freshOptions(server, 2));
    expect(count(await dashboard(), 'TO_PREPARE')).toBe(1);
    expect((await staffPost(`/${order.orderNo}/prepare`, { lineNos: [1] })).body.code).toBe(0);
    // One line prepared, one still paid: the order is in both lists, as the order list shows it.
    let view = await dashboard();
    expect([count(view, 'TO_PREPARE'), count(view, 'TO_SHIP')]).toEqual([1, 1]);
    expect((await staffPost(`/${order.orderNo}/prepare`, { lineNos: [2] })).body.code).toBe(0);
    view = await dashboard();
    expect([count(view, 'TO_PREPARE'), count(view, 'TO_SHIP')]).toEqual([0, 1]);

    expect((await cancel(client, order.orderNo, { lineNos: [2] })).body.code).toBe(0);
    view = await dashboard();
    expect([count(view, 'TO_SHIP'), count(view, 'CANCEL_REQUESTED')]).toEqual([1, 1]);
    expect((await staffPost(`/${order.orderNo}/ship`, { lineNos: [1], carrierCode: 'CJ', trackingNo: '6012-3456-7890' })).body.code).toBe(0);
    view = await dashboard();
    expect([count(view, 'TO_SHIP'), count(view, 'CANCEL_REQUESTED')]).toEqual([0, 1]);

    const returned = await paidOrder(client, await freshOptions(server, 1));
    await forceLines(server, returned.orderNo, 'DELIVERED', new Date(clock.now().getTime() - 24 * 3_600_000));
    const asked = await requestReturn(client, returned.orderNo, { lineNos: [1], reason: 'DEFECT', reasonText: '모서리가 깨져서 왔어요' });
    expect(asked.body.code).toBe(0);
    expect(count(await dashboard(), 'RETURN_REQUESTED')).toBe(1);
    expect((await staffPost(`/claims/${asked.body.data!.claimNo}/pick-up`)).body.code).toBe(0);
    view = await dashboard();
    expect([count(view, 'RETURN_REQUESTED'), count(view, 'RETURN_PICKED_UP')]).toEqual([0, 1]);
    const netBefore = view.sales.today.netAmount;
    expect((await staffPost(`/claims/${asked.body.data!.claimNo}/complete-return`)).body.code).toBe(0);
    view = await dashboard();
    expect(count(view, 'RETURN_PICKED_UP')).toBe(0);
    expect(view.sales.today.netAmount).toBeLessThan(netBefore);
  });

  it('an inquiry waits until the operator answers it', async () => {
    const shopper = await verifiedMember(server);
    const before = todo(await dashboard(), 'UNANSWERED_INQUIRIES').count;
    const written = await shopper.client.post<{ inquiryNo: number }>('/api/mypage/v1/inquiry', { category: 'DELIVERY', title: '배송 일정 문의', text: '주문한 식탁이 언제 도착하는지 알고 싶습니다.' });
    expect(written.body.code).toBe(0);
    expect(todo(await dashboard(), 'UNANSWERED_INQUIRIES').count).toBe(before + 1);
    expect((await operator.client.put(`/api/admin/v1/inquiries/${written.body.data!.inquiryNo}/answer`, { text: '내일 오전에 도착합니다.' })).body.code).toBe(0);
    expect(todo(await dashboard(), 'UNANSWERED_INQUIRIES').count).toBe(before);
  });

  it('counts today’s showroom visits on the day itself', async () => {
    clock.set(new Date('2027-04-09T15:00:00+09:00'));
    const date = await openDay(server, 'seongsu', 2);
    await bookConfirmed(server, server.client(), bookingBody({ date, time: '14:00', phone: newPhone() }));
    const ahead = await dashboard();
    clock.set(new Date(`${date}T09:00:00+09:00`));
    const onTheDay = await dashboard();
    expect(todo(onTheDay, 'TODAY_VISITS')).toEqual({ kind: 'TODAY_VISITS', count: todo(ahead, 'TODAY_VISITS').count + 1, path: `/bookings?date=${date}` });
    clock.set(new Date('2027-04-09T15:00:00+09:00'));
  });

  it('counts an option whose stock falls to its product’s threshold, and stops when the product is hidden', async () => {
    const option = await freshOption(server, 50);
    await server.db.updateTable('product_option_row').set({ stock_cnt: 50 }).where('product_no', '=', option.productNo).execute();
    const before = todo(await dashboard(), 'LOW_STOCK').count;
    await setStock(server, option, 3);
    expect(todo(await dashboard(), 'LOW_STOCK').count).toBe(before + 1);
    await server.db.updateTable('product').set({ low_stock_threshold: 2 }).where('product_no', '=', option.productNo).execute();
    expect(todo(await dashboard(), 'LOW_STOCK').count).toBe(before);
    await server.db.updateTable('product').set({ low_stock_threshold: 5 }).where('product_no', '=', option.productNo).execute();
    expect(todo(await dashboard(), 'LOW_STOCK').count).toBe(before + 1);
    await server.db.updateTable('product').set({ status: 'HIDDEN' }).where('product_no', '=', option.productNo).execute();
    expect(todo(await dashboard(), 'LOW_STOCK').count).toBe(before);
  });
});
