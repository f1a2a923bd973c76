import { SAMPLE_DELIVERY } from '@maru/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { clockFrom } from '../../../core/time/clock';
import { serverForTests, startTestServer, type TestServer } from '../../../../test/harness';
import { AFTERSALE_LIMITS, cancel, freshOptions, paidOrder } from '../aftersale/aftersale-test-kit';
import { sendPendingRefund } from '../cancels';
import { orderDeps } from '../deps';
import { completeOf, GENEROUS_ORDER_LIMITS, member, notify, orderRow, sandboxPayment } from '../order-test-kit';
import { insertSeededOrders, type SeededOrderLine } from '../seed-orders';
import { backfillSales } from './backfill';
import { countCompletedClaim, countPaidOrder } from './ledger';

// The sales ledger behind the dashboard (docs/dashboard.md), on a clock of the test's own: a
// payment counts on the Korean day the shop's clock reads when it learns of it; repeated and
// late notices, retried refunds and the backfill meeting the live path count once; claims and
// whole cancels take their money and their lines out on the day they happen.

const clock = clockFrom(new Date('2027-03-10T23:50:00+09:00'));
const server = serverForTests(() => startTestServer({ clock, env: { MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},${AFTERSALE_LIMITS}` } }));

interface Day {
  orders: number;
  refunds: number;
  paid: number;
  refunded: number;
}

/** A Korean day's totals as the dashboard reads them: the sum of the day's slots. */
async function day(db: TestServer['db'], date: string): Promise<Day> {
  const { rows } = await sql<Day>`
    select coalesce(sum(orders), 0)::int as orders, coalesce(sum(refunds), 0)::int as refunds,
           coalesce(sum(paid_amount), 0)::bigint as paid, coalesce(sum(refund_amount), 0)::bigint as refunded
      from order_sales_day where sales_day = ${date}::date`.execute(db);
  return rows[0]!;
}

/** Every day's totals added up, and every product's units and net sales. */
async function everything(db: TestServer['db']) {
  const { rows: [totals] } = await sql<Day>`
    select coalesce(sum(orders), 0)::int as orders, coalesce(sum(refunds), 0)::int as refunds,
           coalesce(sum(paid_amount), 0)::bigint as paid, coalesce(sum(refund_amount), 0)::bigint as refunded from order_sales_day`.execute(db);
  const { rows: products } = await sql<{ product_no: number; units: number; net_sales: number }>`
    select product_no, sum(units)::int as units, sum(net_sales)::bigint as net_sales from order_product_sales_day group by product_no order by product_no`.execute(db);
  return { totals, products };
}

async function productOn(db: TestServer['db'], date: string, productNo: number) {
  const row = await db.selectFrom('order_product_sales_day').select(['units', 'net_sales']).where('sales_day', '=', sql<Date>`${date}::date`).where('product_no', '=', productNo).executeTakeFirst();
  return row ? { units: row.units, netSales: row.net_sales } : { units: 0, netSales: 0 };
}

async function eventsOf(db: TestServer['db'], orderNo: string) {
  const { order_id: orderId } = await orderRow(server, orderNo);
  return db.selectFrom('order_sales_event').select(['kind', 'orders', 'paid_amount', 'refund_amount', sql<string>`sales_day::text`.as('day')]).where('order_id', '=', orderId).orderBy('recorded_at').execute();
}

const plus = (before: Day, change: Partial<Day>): Day => ({
  orders: before.orders + (change.orders ?? 0),
  refunds: before.refunds + (change.refunds ?? 0),
  paid: before.paid + (change.paid ?? 0),
  refunded: before.refunded + (change.refunded ?? 0),
});

describe('a payment counts on the Korean day the shop learns of it', () => {
  it('23:50 KST counts today, 00:10 the next day; each order once, with its lines per product', async () => {
    clock.set(new Date('2027-03-10T23:50:00+09:00'));
    const client = await member(server);
    const [late, early] = await freshOptions(server, 2);
    const before10 = await day(server.db, '2027-03-10');
    const before11 = await day(server.db, '2027-03-11');

    const evening = await paidOrder(client, [late!], { qty: 2 });
    expect(await day(server.db, '2027-03-10')).toEqual(plus(before10, { orders: 1, paid: evening.amount }));
    expect(await day(server.db, '2027-03-11')).toEqual(before11);
    const line = (await server.db.selectFrom('shop_order_line').select(['selling_price', 'qty']).where('item_group_seq', '=', late!.optionGroupSeq).executeTakeFirstOrThrow());
    expect(await productOn(server.db, '2027-03-10', late!.productNo)).toEqual({ units: 2, netSales: line.selling_price * 2 });

    clock.set(new Date('2027-03-11T00:10:00+09:00'));
    const night = await paidOrder(client, [early!]);
    expect(await day(server.db, '2027-03-10')).toEqual(plus(before10, { orders: 1, paid: evening.amount }));
    expect(await day(server.db, '2027-03-11')).toEqual(plus(before11, { orders: 1, paid: night.amount }));
    expect(await eventsOf(server.db, night.orderNo)).toEqual([{ kind: 'PAID', orders: 1, paid_amount: night.amount, refund_amount: 0, day: '2027-03-11' }]);
  });

  it('the callback again, the webhook twice and a late notice after midnight count the payment once', async () => {
    clock.set(new Date('2027-03-12T23:59:00+09:00'));
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 1));
    const counted = await day(server.db, '2027-03-12');
    const { merchant_uid: merchantUid } = await sandboxPayment(server, order.impUid);

    expect((await completeOf(client, order.impUid, merchantUid)).body.data!.status).toBe('PAID');
    expect((await notify(client, order.impUid, merchantUid)).body.code).toBe(0);
    expect((await notify(client, order.impUid, merchantUid)).body.code).toBe(0);
    clock.set(new Date('2027-03-13T00:01:00+09:00'));
    const next = await day(server.db, '2027-03-13');
    expect((await notify(client, order.impUid, merchantUid)).body.code).toBe(0);

    expect(await day(server.db, '2027-03-12')).toEqual(counted);
    expect(await day(server.db, '2027-03-13')).toEqual(next);
    expect(await eventsOf(server.db, order.orderNo)).toHaveLength(1);
    // The recording itself, asked again for the same order, finds its event and moves nothing.
    const { order_id: orderId } = await orderRow(server, order.orderNo);
    expect(await server.db.transaction().execute((trx) => countPaidOrder(trx, orderId, clock.now()))).toBe(0);
    expect(await day(server.db, '2027-03-12')).toEqual(counted);
  });
});

describe('refunds lower the day they happen on', () => {
  it('a cancel of one line refunds its amount and takes its pieces out; a repeated refund or recording counts nothing more', async () => {
    clock.set(new Date('2027-03-15T10:00:00+09:00'));
    const client = await member(server);
    const [kept, returned] = await freshOptions(server, 2);
    const order = await paidOrder(client, [kept!, returned!]);
    const paidDay = await day(server.db, '2027-03-15');

    clock.set(new Date('2027-03-16T09:00:00+09:00'));
    const before16 = await day(server.db, '2027-03-16');
    const cancelled = await cancel(client, order.orderNo, { lineNos: [2] });
    expect(cancelled.body.code).toBe(0);
    const refund = cancelled.body.data!.order.claims[0]!.refundAmount!;
    expect(refund).toBeGreaterThan(0);
    expect(await day(server.db, '2027-03-16')).toEqual(plus(before16, { refunds: 1, refunded: refund }));
    expect(await day(server.db, '2027-03-15')).toEqual(paidDay);
    expect((await productOn(server.db, '2027-03-16', returned!.productNo)).units).toBe(-1);
    expect((await productOn(server.db, '2027-03-16', kept!.productNo)).units).toBe(0);

    // The refund is sent again (a sweep after a lost answer) and the claim's recording repeated: nothing moves.
    const claim = await server.db.selectFrom('order_claim').select('claim_id').where('claim_no', '=', cancelled.body.data!.claimNos[0]!).executeTakeFirstOrThrow();
    await server.db.updateTable('payment_cancel').set({ status: 'PENDING' }).where('claim_id', '=', claim.claim_id).execute();
    await sendPendingRefund(orderDeps(server.app), claim.claim_id);
    expect(await server.db.transaction().execute((trx) => countCompletedClaim(trx, claim.claim_id, clock.now()))).toBe(0);
    expect(await day(server.db, '2027-03-16')).toEqual(plus(before16, { refunds: 1, refunded: refund }));
    expect(await eventsOf(server.db, order.orderNo)).toMatchObject([{ kind: 'PAID' }, { kind: 'REFUND', refund_amount: refund, day: '2027-03-16' }]);
  });

  it('the rest cancelled, then PortOne’s notice of the cancelled payment: the day nets to zero and nothing is taken twice', async () => {
    clock.set(new Date('2027-03-18T11:00:00+09:00'));
    const client = await member(server);
    const options = await freshOptions(server, 2);
    const before = await day(server.db, '2027-03-18');
    const order = await paidOrder(client, options);
    expect((await cancel(client, order.orderNo, { lineNos: [1] })).body.code).toBe(0);
    expect((await cancel(client, order.orderNo, { lineNos: [2] })).body.code).toBe(0);
    const payment = await sandboxPayment(server, order.impUid);
    expect(payment.status).toBe('cancelled');
    expect((await notify(client, order.impUid, payment.merchant_uid, 'cancelled')).body.code).toBe(0);
    expect((await orderRow(server, order.orderNo)).status).toBe('CANCELLED');

    const after = await day(server.db, '2027-03-18');
    expect(after).toEqual(plus(before, { orders: 1, paid: order.amount, refunds: 2, refunded: order.amount }));
    for (const option of options) expect(await productOn(server.db, '2027-03-18', option.productNo)).toEqual({ units: 0, netSales: 0 });
    expect((await eventsOf(server.db, order.orderNo)).map((event) => [event.kind, event.refund_amount])).toEqual([['PAID', 0], ['REFUND', expect.any(Number)], ['REFUND', expect.any(Number)], ['CANCEL', 0]]);
  });

  it('a paid order cancelled whole at PortOne gives back all its money and pieces, once', async () => {
    clock.set(new Date('2027-03-19T15:00:00+09:00'));
    const client = await member(server);
    const [option] = await freshOptions(server, 1);
    const order = await paidOrder(client, [option!], { qty: 3 });
    const before = await day(server.db, '2027-03-20');
    const { merchant_uid: merchantUid } = await sandboxPayment(server, order.impUid);
    await orderDeps(server.app).gateway.cancel({ impUid: order.impUid, merchantUid, reason: '운영자 취소 (PortOne 관리자 화면)' });

    clock.set(new Date('2027-03-20T09:30:00+09:00'));
    expect((await notify(client, order.impUid, merchantUid, 'cancelled')).body.code).toBe(0);
    expect((await notify(client, order.impUid, merchantUid, 'cancelled')).body.code).toBe(0);
    expect(await day(server.db, '2027-03-20')).toEqual(plus(before, { refunds: 1, refunded: order.amount }));
    expect((await productOn(server.db, '2027-03-20', option!.productNo)).units).toBe(-3);
    expect((await productOn(server.db, '2027-03-19', option!.productNo)).units).toBe(3);
  });
});

describe('many payments at once', () => {
  it('ten members paying together are ten orders and their sum, whatever slot rows they share', async () => {
    clock.set(new Date('2027-03-22T12:00:00+09:00'));
    const before = await day(server.db, '2027-03-22');
    const buyers = await Promise.all(Array.from({ length: 10 }, () => member(server)));
    const options = await freshOptions(server, 10);
    const orders = await Promise.all(buyers.map((buyer, index) => paidOrder(buyer, [options[index]!])));
    expect(await day(server.db, '2027-03-22')).toEqual(plus(before, { orders: 10, paid: orders.reduce((sum, order) => sum + order.amount, 0) }));
  });
});

describe('the backfill', () => {
  it('rebuilds the same totals and products from the orders alone, and a second round counts nothing', async () => {
    const live = await everything(server.db);
    expect(live.totals!.orders).toBeGreaterThan(10);
    expect(await backfillSales(server.db, clock.now())).toBe(0);

    await sql`truncate order_sales_event, order_sales_day, order_product_sales_day`.execute(server.db);
    const counted = await backfillSales(server.db, clock.now());
    expect(counted).toBeGreaterThan(live.totals!.orders);
    // Days may differ (the backfill dates a payment by the provider's paid_at, here the machine's
    // time), the sums may not.
    expect(await everything(server.db)).toEqual(live);
    expect(await backfillSales(server.db, clock.now())).toBe(0);
    expect(await everything(server.db)).toEqual(live);
  });

  it('counts the seed’s delivered orders on the day they were paid', async () => {
    const orderedAt = new Date('2027-01-05T14:00:00+09:00');
    const before = await day(server.db, '2027-01-05');
    const line: SeededOrderLine = { productNo: 1, itemGroupSeq: 1, productName: '시드 상품', brandName: '마루', optionName: '기본', qty: 2, price: 50_000, priceDiscount: 45_000, sellingPrice: 45_000, vatRate: 10, delivery: SAMPLE_DELIVERY, status: 'DELIVERED' };
    const { member_id: memberId } = await server.db.selectFrom('member').select('member_id').executeTakeFirstOrThrow();
    await server.db.transaction().execute((trx) =>
      insertSeededOrders(trx, [{ seq: 99_001, memberId, ordererName: '시드', ordererPhone: '010-0000-0001', orderedAt, deliveredAt: new Date('2027-01-08T10:00:00+09:00'), lines: [line] }]),
    );
    expect(await day(server.db, '2027-01-05')).toEqual(plus(before, { orders: 1, paid: 90_000 }));
    expect(await backfillSales(server.db, clock.now())).toBe(0);
  });
});
