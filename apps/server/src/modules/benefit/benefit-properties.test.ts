import type { MyOrderView, PlacedOrderView } from '@maru/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buyNowSheet, completeOf, expireNow, forceLines, notify, orderBody, orderRow, placeOf, requestReturn, sandboxPay, sandboxPayment, setStock, sheetOf, signedInStaff,
  type SignedInStaff, type TestOption,
} from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { benefitMember, givePoints, pricedOption, startBenefitServer, type TestMember } from './benefit-test-kit';

// Issue 22, property tests: random sequences of what one member's orders live through —
// placed with the sign-up coupon and points, paid, declined, let go, expired, paid late
// (twice, after the fact), paid again, cancelled in part or whole, returned — keep three
// promises after every step and once everything is closed out:
//   1. the points balance is never negative (and the running balance equals the ledger);
//   2. each coupon copy discounts at most one paid order;
//   3. per order: cash kept + points kept = fees kept (cash + points refunded + fees kept
//      = cash paid + points used).
// BENEFIT_PROPERTY_RUNS and BENEFIT_PROPERTY_SEED widen or replay a run.

const RUNS = Number(process.env.BENEFIT_PROPERTY_RUNS ?? 25);
const SEED = Number(process.env.BENEFIT_PROPERTY_SEED ?? 20261127);
const START_POINTS = 12_000;

const PLENTY = 100_000;
const server = serverForTests(startBenefitServer);
let staff: SignedInStaff;
/** Two 40,000원 options every order is made of; an action may sell one out for a while. */
let pool: TestOption[];
beforeAll(async () => {
  staff = await signedInStaff(server, 'OPERATOR');
  pool = [await pricedOption(server), await pricedOption(server)];
  for (const option of pool) await setStock(server, option, PLENTY);
});

type Action =
  | { kind: 'place'; coupon: boolean; points: 0 | 1_000 | 5_000 }
  | { kind: 'soldOut' | 'restock'; option: number }
  | { kind: 'pay' | 'fail' | 'abandon' | 'expire' | 'notifyAgain' | 'payAgain' | 'return'; order: number }
  | { kind: 'cancel'; order: number; whole: boolean };

const orderIndex = fc.nat({ max: 3 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('place' as const), coupon: fc.boolean(), points: fc.constantFrom(0 as const, 1_000 as const, 5_000 as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), order: orderIndex }) },
  ...(['fail', 'abandon', 'expire', 'notifyAgain', 'payAgain', 'return'] as const).map((kind) => ({ weight: 1, arbitrary: fc.record({ kind: fc.constant(kind), order: orderIndex }) })),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: orderIndex, whole: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('soldOut' as const, 'restock' as const), option: fc.nat({ max: 1 }) }) },
);

/** A life starts with an order; then anything may happen to it and to later ones. */
const placeFirst = fc.tuple(fc.record({ kind: fc.constant('place' as const), coupon: fc.boolean(), points: fc.constantFrom(0 as const, 1_000 as const, 5_000 as const) }), fc.array(action, { minLength: 2, maxLength: 10 })).map(([first, rest]): Action[] => [first, ...rest]);

interface Placed extends PlacedOrderView {
  payments: string[];
}

class Shopper {
  readonly orders: Placed[] = [];
  constructor(readonly member: TestMember) {}

  get client(): HttpClient {
    return this.member.client;
  }

  order(index: number): Placed | undefined {
    return this.orders.length ? this.orders[index % this.orders.length] : undefined;
  }

  async place(coupon: boolean, points: number): Promise<void> {
    const sheet = (await sheetOf(this.client, { orderType: 'PRODUCT', items: pool.map((option) => ({ ...option, qty: 1 })) })).body.data;
    if (!sheet) return; // sold out at the moment
    const welcome = sheet.benefits!.productCoupons.find((candidate) => candidate.name === '신규 가입 감사 10% 할인' && candidate.usable);
    const choice = { ...(coupon && welcome ? { productCouponId: welcome.memberCouponId } : {}), ...(points ? { usePoints: points } : {}) };
    const placed = await placeOf(this.client, orderBody(sheet.sheetNo, choice));
    // A coupon in use or points short is refused at the door: nothing to follow then.
    if (placed.body.code === 0) this.orders.push({ ...placed.body.data!, payments: [] });
  }

  async pay(order: Placed, outcome: 'paid' | 'failed'): Promise<void> {
    const impUid = await sandboxPay(this.client, order, { outcome });
    order.payments.push(impUid);
    await completeOf(this.client, impUid, order.merchantUid);
  }

  async detail(order: Placed): Promise<MyOrderView> {
    return (await this.client.get<MyOrderView>(`/api/order/v1/${order.orderNo}/detail`)).body.data!;
  }

  async cancel(order: Placed, whole: boolean): Promise<void> {
    const lines = (await this.detail(order)).lines.filter((line) => line.actions.cancel).map((line) => line.lineNo);
    if (lines.length) await this.client.post(`/api/order/v1/${order.orderNo}/cancel`, { reason: 'CHANGE_OF_MIND', lineNos: whole ? lines : lines.slice(0, 1) });
  }

  /** Delivered, returned for a change of mind (the shopper pays the return shipping), picked up and completed. */
  async returnAll(order: Placed): Promise<void> {
    const view = await this.detail(order);
    const paidLines = view.lines.filter((line) => line.status === 'PAID').map((line) => line.lineNo);
    if (!paidLines.length || paidLines.length !== view.lines.filter((line) => line.status !== 'CANCELLED').length) return;
    await forceLines(server, order.orderNo, 'DELIVERED', server.app.clock.now());
    const asked = await requestReturn(this.client, order.orderNo, { lineNos: paidLines });
    if (asked.body.code !== 0) return;
    for (const step of ['pick-up', 'complete-return']) await staff.client.post(`/api/admin/v1/orders/claims/${asked.body.data!.claimNo}/${step}`, {});
  }

  async apply(step: Action): Promise<void> {
    if (step.kind === 'place') return this.place(step.coupon, step.points);
    if ('option' in step) return setStock(server, pool[step.option]!, step.kind === 'soldOut' ? 0 : PLENTY);
    const order = this.order(step.order);
    if (!order) return;
    switch (step.kind) {
      case 'pay':
        return this.pay(order, 'paid');
      case 'fail':
        return this.pay(order, 'failed');
      case 'abandon':
        await this.client.post(`/api/order/v1/${order.orderNo}/abandon`);
        return;
      case 'expire':
        return expireNow(server, order.orderNo);
      case 'notifyAgain': {
        const last = order.payments.at(-1);
        if (last) await notify(server.client(), last, order.merchantUid);
        return;
      }
      case 'payAgain':
        await this.client.post(`/api/order/v1/${order.orderNo}/pay`);
        return;
      case 'cancel':
        return this.cancel(order, step.whole);
      case 'return':
        return this.returnAll(order);
    }
  }

  /** Everything still paid is cancelled or returned, everything open let go. */
  async closeOut(): Promise<void> {
    for (const order of this.orders) {
      await this.client.post(`/api/order/v1/${order.orderNo}/abandon`);
      await this.cancel(order, true);
    }
  }
}

async function expectBalanceKept(memberId: number): Promise<void> {
  const ledger = await server.db.selectFrom('point_ledger').select((eb) => eb.fn.sum<string>('amount').as('sum')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const running = await server.db.selectFrom('point_balance').select('balance').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  expect(Number(running.balance)).toBe(Number(ledger.sum));
  expect(Number(running.balance)).toBeGreaterThanOrEqual(0);
}

/** Paid orders (some line not cancelled or returned) whose product coupon discounted them, per coupon copy. */
async function expectOneOrderPerCoupon(memberId: number): Promise<void> {
  const rows = await server.db
    .selectFrom('order_benefit as b')
    .innerJoin('shop_order as o', 'o.order_id', 'b.order_id')
    .select(['b.product_member_coupon_id as copy', 'o.order_id'])
    .where('b.member_id', '=', memberId)
    .where('b.product_member_coupon_id', 'is not', null)
    .where('o.status', '=', 'PAID')
    .where('b.coupon_discount', '>', 0)
    .where((eb) => eb.exists(eb.selectFrom('shop_order_line as l').select('l.line_no').whereRef('l.order_id', '=', 'o.order_id').where('l.status', 'not in', ['CANCELLED', 'RETURNED'])))
    .execute();
  const perCopy = new Map<number, number[]>();
  for (const row of rows) perCopy.set(row.copy!, [...(perCopy.get(row.copy!) ?? []), row.order_id]);
  for (const [copy, orders] of perCopy) {
    expect(orders, `coupon copy ${copy}`).toHaveLength(1);
    const holder = await server.db.selectFrom('member_coupon').select('used_order_id').where('member_coupon_id', '=', copy).executeTakeFirstOrThrow();
    expect(holder.used_order_id).toBe(orders[0]);
  }
}

/** Cash the provider kept plus points the order kept equal the fees the shop kept. */
async function expectMoneyAddsUp(shopper: Shopper): Promise<void> {
  for (const order of shopper.orders) {
    let cashKept = 0;
    for (const impUid of order.payments) {
      const payment = await sandboxPayment(server, impUid);
      if (payment.status === 'paid' || payment.status === 'cancelled') cashKept += payment.amount - payment.cancel_amount;
    }
    const row = await orderRow(server, order.orderNo);
    const points = await server.db.selectFrom('point_ledger').select((eb) => eb.fn.sum<string>('amount').as('sum')).where('order_id', '=', row.order_id).where('kind', 'in', ['SPEND', 'SPEND_RETURN']).executeTakeFirstOrThrow();
    const pointsKept = -Number(points.sum ?? 0);
    const fees = await server.db.selectFrom('order_claim').select((eb) => eb.fn.sum<string>('return_shipping_fee').as('sum')).where('order_id', '=', row.order_id).where('status', '=', 'COMPLETED').executeTakeFirstOrThrow();
    expect(cashKept + pointsKept, `order ${order.orderNo} (${row.status})`).toBe(Number(fees.sum ?? 0));
  }
}

describe('coupons and points over random order lives', () => {
  it('never go below zero, never discount two paid orders, and add up once everything is given back', async () => {
    await fc.assert(
      fc.asyncProperty(placeFirst, async (actions) => {
        const shopper = new Shopper(await benefitMember(server));
        await givePoints(server, shopper.member.memberId, START_POINTS);
        for (const option of pool) await setStock(server, option, PLENTY);
        // The welcome coupon is granted on the member's first sheet.
        await buyNowSheet(shopper.client, pool[0]!);
        for (const step of actions) {
          await shopper.apply(step);
          await expectBalanceKept(shopper.member.memberId);
          await expectOneOrderPerCoupon(shopper.member.memberId);
        }
        await shopper.closeOut();
        await expectBalanceKept(shopper.member.memberId);
        await expectMoneyAddsUp(shopper);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});
