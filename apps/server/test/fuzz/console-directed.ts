import type { StepPlan } from './console-steps';
import type { ConsoleWorld } from './console-world';

/**
 * Sequences an operator was seen to (or plausibly would) type, run before the random
 * ones so each is checked on every run whatever the seed. Targets pick the world's rows:
 * on the first step `n` is the n-th product (0 the cheapest); on later steps of a product
 * sequence a target that is not a multiple of 3 stays on the product the sequence wrote.
 */
export function directedSequences(now: Date, world: ConsoleWorld): { name: string; steps: StepPlan[] }[] {
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const on = (operationId: string, target: number, body: unknown): StepPlan => ({ operationId, target, body });
  const product = (target: number, body: unknown) => on('PATCH /api/admin/v1/products/{productNo}', target, body);
  const option = (target: number, body: unknown) => on('PATCH /api/admin/v1/products/options/{itemGroupSeq}', target, body);
  const schedule = { state: 'PUBLISHED', startsAt: at(-1), endsAt: at(30) };
  const coupon = (body: Record<string, unknown>) =>
    on('POST /api/admin/v1/coupons', 0, { name: '퍼저 쿠폰', minOrderAmount: 0, scope: 'ALL', scopeIds: [], channel: 'DOWNLOAD', schedule, validDays: 30, ...body });
  // Bulk price changes on the 6th to 8th products, away from the rows the other sequences change.
  const bulk = (action: unknown) => on('POST /api/admin/v1/products/bulk', 0, { productNos: world.all('product').slice(5, 8), action });
  return [
    // Issue 41: saved ("저장했습니다"), and the option list and order sheet answered 500.
    { name: "issue 41's −60,000 extra price on the cheapest product", steps: [option(0, { extraPrice: -60_000 }), product(0, { status: 'ON_SALE' })] },
    { name: 'a selling price of 0 beside an extra price', steps: [product(2, { sellingPrice: 0, status: 'ON_SALE' }), option(1, { extraPrice: 292_000 })] },
    {
      name: 'every amount at its largest: price, extra price, delivery fee, stock',
      steps: [
        product(3, { price: 1_000_000_000, sellingPrice: 1_000_000_000, status: 'ON_SALE', deliveries: [{ method: 'PARCEL', fee: 1_000_000_000, freeOver: null, payType: 'PREPAY' }] }),
        option(1, { extraPrice: 1_000_000_000 }),
        on('PUT /api/admin/v1/catalogue/options/{itemGroupSeq}/stock', 1, { stockCnt: 1_000_000 }),
      ],
    },
    { name: 'on sale with a display window that ends before it starts', steps: [product(4, { status: 'ON_SALE', displayFrom: at(30), displayUntil: at(-1) })] },
    {
      name: 'a 100 % coupon without a cap and an amount coupon above any price, downloaded and applied to the second cheapest product',
      steps: [coupon({ benefitType: 'RATE', rate: 100, maxDiscount: null }), coupon({ benefitType: 'AMOUNT', amount: 100_000_000 }), product(1, { status: 'ON_SALE' })],
    },
    {
      name: 'bulk price changes at their edges: −100 %, +100,000,000 %, −100,000,000원, +100,000,000원',
      steps: [
        bulk({ kind: 'price', mode: 'PERCENT', value: -100 }),
        bulk({ kind: 'price', mode: 'PERCENT', value: 100_000_000 }),
        bulk({ kind: 'price', mode: 'AMOUNT', value: -100_000_000 }),
        bulk({ kind: 'price', mode: 'AMOUNT', value: 100_000_000 }),
      ],
    },
  ];
}
