import { formatKrw, type PickedCoupon } from '@maru/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

// For the exhibitions' coupon blocks (issue 27; exhibition module, console): the event coupons
// an editor can place, found by name or event, and the ones a block names. Only EVENT coupons
// can stand in an exhibition: the block is an event page's coupon list (the shop page reads
// GET /coupon/v1/event/{eventCode} and shows the block's picks among them).

const PICK_LIMIT = 30;

type PickRow = {
  coupon_id: number;
  name: string;
  benefit_type: string;
  amount: number;
  rate: number;
  max_discount: number | null;
  event_code: string | null;
  event_title: string | null;
  open: boolean;
};

function benefitText(row: PickRow): string {
  if (row.benefit_type === 'AMOUNT') return `${formatKrw(row.amount)} 할인`;
  if (row.benefit_type === 'RATE') return row.max_discount ? `${row.rate}% 할인 (최대 ${formatKrw(row.max_discount)})` : `${row.rate}% 할인`;
  return '무료배송';
}

const pickOf = (row: PickRow): PickedCoupon => ({
  couponId: row.coupon_id,
  couponName: row.name,
  benefit: benefitText(row),
  eventCode: row.event_code ?? '',
  eventTitle: row.event_title ?? row.event_code ?? '',
  open: row.open,
});

function picks(db: Db, now: Date) {
  return db
    .selectFrom('coupon as c')
    .leftJoin('coupon_event as ev', 'ev.event_code', 'c.event_code')
    .select([
      'c.coupon_id',
      'c.name',
      'c.benefit_type',
      'c.amount',
      'c.rate',
      'c.max_discount',
      'c.event_code',
      'ev.title as event_title',
      sql<boolean>`(c.active and c.download_from <= ${now} and (c.download_until is null or c.download_until > ${now}) and (c.valid_until is null or c.valid_until > ${now}))`.as('open'),
    ])
    .where('c.channel', '=', 'EVENT')
    .where('c.event_code', 'is not', null);
}

/** Event coupons whose name, event code or event title has the words (all of them when none), newest first. */
export async function eventCouponPicks(db: Db, keyword: string | undefined, now: Date): Promise<PickedCoupon[]> {
  let query = picks(db, now);
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) => eb.or([eb('c.name', 'ilike', like), eb('c.event_code', 'ilike', like), eb('ev.title', 'ilike', like)]));
  }
  return (await query.orderBy('c.coupon_id', 'desc').limit(PICK_LIMIT).execute()).map(pickOf);
}

/** The event coupons among these ids, in the order given (an id that is no event coupon is left out). */
export async function eventCouponsById(db: Db, couponIds: readonly number[], now: Date): Promise<PickedCoupon[]> {
  if (couponIds.length === 0) return [];
  const rows = await picks(db, now).where('c.coupon_id', 'in', [...couponIds]).execute();
  const byId = new Map(rows.map((row) => [row.coupon_id, pickOf(row)]));
  return couponIds.flatMap((couponId) => byId.get(couponId) ?? []);
}

/** The event coupons of an event, oldest first (a seeded block that names the whole event). */
export async function eventCouponsOfEvent(db: Db, eventCode: string, now: Date): Promise<PickedCoupon[]> {
  return (await picks(db, now).where('c.event_code', '=', eventCode).orderBy('c.coupon_id').execute()).map(pickOf);
}
