import { DAY_MS } from '@maru/domain';
import type { Insertable, Kysely } from 'kysely';
import type { SeedContext } from '../../core/module';
import type { Database } from '../../db/database';
import { largestBrand, largestTopCategory, pickProductNos } from '../catalogue';
import type { CouponTable } from './tables';

type NewCoupon = Omit<Insertable<CouponTable>, 'download_from'> & { download_from?: Date };

/** The shop's event page for coupons (/events/… pages read GET /coupon/v1/event/{eventCode}). */
export const SEED_EVENT = { event_code: 'WINTER2026', title: '겨울 집꾸미기 쿠폰 모음' };

/** The event codes a shopper may type (my page's coupons, checkout): each gives one coupon. */
export const SEED_COUPON_CODES = { amount: 'MARUHOME', freeShipping: 'SHOWROOMVISIT' } as const;

/** A product category, the brand and products with the most products in the seeded catalogue, so scoped coupons show up. */
async function scopeTargets(db: Kysely<Database>) {
  const [category, brand, productNos] = await Promise.all([largestTopCategory(db), largestBrand(db), pickProductNos(db, { order: 'number', limit: 5 })]);
  return { category, brand, productNos };
}

function seedCoupons(targets: Awaited<ReturnType<typeof scopeTargets>>): NewCoupon[] {
  const base = { max_discount: null, min_order_amount: 0, scope_ids: [] as number[], event_code: null, download_until: null, valid_until: null, total_quantity: null, amount: 0, rate: 0 };
  const coupons: NewCoupon[] = [
    { ...base, code: 'WELCOME_10', name: '신규 가입 감사 10% 할인', benefit_type: 'RATE', rate: 10, max_discount: 10_000, min_order_amount: 30_000, scope: 'ALL', channel: 'WELCOME', valid_days: 30, download_from: new Date('2020-01-01T00:00:00Z') },
    { ...base, code: 'SHOP_3000', name: '전 상품 3,000원 할인', benefit_type: 'AMOUNT', amount: 3_000, min_order_amount: 50_000, scope: 'ALL', channel: 'DOWNLOAD', valid_days: 14 },
    { ...base, code: 'FREE_SHIPPING', name: '무료배송 쿠폰', benefit_type: 'FREE_DELIVERY', scope: 'ALL', channel: 'DOWNLOAD', valid_days: 30, total_quantity: 100_000 },
    { ...base, code: 'WINTER_5000', name: '겨울 집꾸미기 5,000원 할인', benefit_type: 'AMOUNT', amount: 5_000, min_order_amount: 70_000, scope: 'ALL', channel: 'EVENT', event_code: SEED_EVENT.event_code, valid_days: 14 },
    { ...base, code: 'WINTER_FREE_SHIPPING', name: '겨울 이벤트 무료배송', benefit_type: 'FREE_DELIVERY', min_order_amount: 20_000, scope: 'ALL', channel: 'EVENT', event_code: SEED_EVENT.event_code, valid_days: 14 },
    // Typed codes (issue 26): on a flyer in the showroom and in the members' newsletter.
    { ...base, code: 'CODE_MARUHOME', redeem_code: SEED_COUPON_CODES.amount, name: '코드 입력 7,000원 할인', benefit_type: 'AMOUNT', amount: 7_000, min_order_amount: 50_000, scope: 'ALL', channel: 'CODE', valid_days: 30, total_quantity: 5_000 },
    { ...base, code: 'CODE_SHOWROOMVISIT', redeem_code: SEED_COUPON_CODES.freeShipping, name: '쇼룸 방문 고객 무료배송', benefit_type: 'FREE_DELIVERY', scope: 'ALL', channel: 'CODE', valid_days: 60, total_quantity: 2_000 },
  ];
  if (targets.category) {
    coupons.push({ ...base, code: `CATEGORY_${targets.category.categoryNo}_5P`, name: `${targets.category.name} 5% 할인`, benefit_type: 'RATE', rate: 5, max_discount: 5_000, min_order_amount: 20_000, scope: 'CATEGORY', scope_ids: [targets.category.categoryNo], channel: 'DOWNLOAD', valid_days: 14 });
  }
  if (targets.brand) {
    coupons.push({ ...base, code: `BRAND_${targets.brand.brandNo}_7P`, name: `${targets.brand.name} 브랜드 위크 7% 할인`, benefit_type: 'RATE', rate: 7, max_discount: 7_000, scope: 'BRAND', scope_ids: [targets.brand.brandNo], channel: 'DOWNLOAD', valid_days: 7 });
  }
  if (targets.productNos.length) {
    coupons.push({ ...base, code: 'PICK_2000', name: 'MD 추천 상품 2,000원 할인', benefit_type: 'AMOUNT', amount: 2_000, min_order_amount: 10_000, scope: 'PRODUCT', scope_ids: targets.productNos, channel: 'DOWNLOAD', valid_days: 30, total_quantity: 1_000 });
  }
  return coupons;
}

/**
 * A realistic set of coupons (a sign-up coupon, product/category/brand coupons downloadable
 * from product pages, a free-shipping coupon, an event page's set, two coupons for typed codes). Idempotent: a coupon
 * whose code exists is left as it is (an operator may have changed it).
 */
export async function seedBenefits(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await db.insertInto('coupon_event').values(SEED_EVENT).onConflict((oc) => oc.column('event_code').doNothing()).execute();
  // Downloads open a day before the seed, so coupons are downloadable right after it.
  const opened = new Date(Date.now() - DAY_MS);
  for (const coupon of seedCoupons(await scopeTargets(db))) {
    await db
      .insertInto('coupon')
      .values({ ...coupon, download_from: coupon.download_from ?? opened })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}
