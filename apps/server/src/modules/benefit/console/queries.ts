import type { AdminCouponQuery, CouponCounts, HolderStatus } from '@maru/domain';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import type { CouponTable } from '../tables';
import type { CouponRow } from '../queries/coupons';

// The console's coupon statements (issue 27): the list and its counts, writes of a coupon,
// copies given and recalled in bulk, a coupon's holders, and the purchases a segment reads
// through the order module's published view (member_purchase).

const emptyCounts = (): CouponCounts => ({ issued: 0, usable: 0, used: 0, expired: 0, recalled: 0 });

/**
 * Each coupon's copies by state at `now`. A copy an order used counts as used even if staff
 * recalled it afterwards (it stays with that order); recalled means recalled unused.
 */
export async function couponCountsOf(db: Db, couponIds: readonly number[], now: Date): Promise<Map<number, CouponCounts>> {
  const counts = new Map(couponIds.map((couponId) => [couponId, emptyCounts()]));
  if (couponIds.length === 0) return counts;
  const rows = await db
    .selectFrom('member_coupon')
    .select((eb) => [
      'coupon_id',
      eb.fn.countAll<string>().as('issued'),
      eb.fn.countAll<string>().filterWhere('used_at', 'is not', null).as('used'),
      eb.fn.countAll<string>().filterWhere('used_at', 'is', null).filterWhere('recalled_at', 'is not', null).as('recalled'),
      eb.fn.countAll<string>().filterWhere('used_at', 'is', null).filterWhere('recalled_at', 'is', null).filterWhere('expires_at', '<=', now).as('expired'),
      eb.fn.countAll<string>().filterWhere('used_at', 'is', null).filterWhere('recalled_at', 'is', null).filterWhere('expires_at', '>', now).as('usable'),
    ])
    .where('coupon_id', 'in', [...couponIds])
    .groupBy('coupon_id')
    .execute();
  for (const row of rows) {
    counts.set(row.coupon_id, { issued: Number(row.issued), usable: Number(row.usable), used: Number(row.used), expired: Number(row.expired), recalled: Number(row.recalled) });
  }
  return counts;
}

/** Whether any member was ever given a copy (the terms are then fixed). */
export async function hasCopies(db: Db, couponId: number): Promise<boolean> {
  const row = await db.selectFrom('member_coupon').select('member_coupon_id').where('coupon_id', '=', couponId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** GET /coupons: newest first, filtered by words in the name or code, channel and schedule status (the download window). */
export async function listCoupons(db: Db, query: AdminCouponQuery, now: Date): Promise<{ rows: CouponRow[]; total: number }> {
  let base = db.selectFrom('coupon');
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) => eb.or([eb('name', 'ilike', like), eb('code', 'ilike', like), eb('redeem_code', 'ilike', like)]));
  }
  if (query.channel) base = base.where('channel', '=', query.channel);
  switch (query.status) {
    case 'DRAFT':
      base = base.where('active', '=', false);
      break;
    case 'SCHEDULED':
      base = base.where('active', '=', true).where('download_from', '>', now);
      break;
    case 'ENDED':
      base = base.where('active', '=', true).where('download_from', '<=', now).where('download_until', '<=', now);
      break;
    case 'LIVE':
      base = base.where('active', '=', true).where('download_from', '<=', now).where((eb) => eb.or([eb('download_until', 'is', null), eb('download_until', '>', now)]));
      break;
    default:
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('coupon_id', 'desc').limit(query.size).offset((query.page - 1) * query.size).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The coupon row, locked until the transaction ends (two edits of one coupon take turns). */
export function lockCoupon(db: Db, couponId: number): Promise<CouponRow | undefined> {
  return db.selectFrom('coupon').selectAll().where('coupon_id', '=', couponId).forUpdate().executeTakeFirst();
}

export function insertCoupon(db: Db, values: Insertable<CouponTable>): Promise<CouponRow> {
  return db.insertInto('coupon').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCoupon(db: Db, couponId: number, values: Updateable<CouponTable>): Promise<CouponRow> {
  return db.updateTable('coupon').set(values).where('coupon_id', '=', couponId).returningAll().executeTakeFirstOrThrow();
}

/** Whether another coupon uses this typed code (the unique index decides a race; this names the problem first). */
export async function redeemCodeTaken(db: Db, code: string, exceptCouponId: number | null): Promise<boolean> {
  let query = db.selectFrom('coupon').select('coupon_id').where('redeem_code', '=', code);
  if (exceptCouponId !== null) query = query.where('coupon_id', '<>', exceptCouponId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function couponEvents(db: Db) {
  return db.selectFrom('coupon_event').select(['event_code as eventCode', 'title']).orderBy('event_code').execute();
}

export async function eventExists(db: Db, eventCode: string): Promise<boolean> {
  return (await db.selectFrom('coupon_event').select('event_code').where('event_code', '=', eventCode).executeTakeFirst()) !== undefined;
}

/**
 * Gives the coupon to these members (each an active member, checked by the caller), once each:
 * the unique (coupon, member) pair decides, so of two issues racing, or an issue and the
 * member's own download, one copy is made. A copy staff recalled and no order holds comes back
 * fresh. Members are written in id order, so two issues never wait on each other in a circle.
 * Answers the members who got a copy now.
 */
export async function insertCopies(db: Db, couponId: number, memberIds: readonly number[], copy: { issuedAt: Date; expiresAt: Date }): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const ordered = [...new Set(memberIds)].sort((a, b) => a - b);
  const { rows } = await sql<{ member_id: number }>`
    insert into member_coupon (coupon_id, member_id, issued_at, valid_from, expires_at)
    select ${couponId}::int, m.member_id, ${copy.issuedAt}::timestamptz, ${copy.issuedAt}::timestamptz, ${copy.expiresAt}::timestamptz
      from unnest(${ordered}::int[]) with ordinality as m(member_id, n)
     order by m.n
    on conflict (coupon_id, member_id) do update
       set issued_at = excluded.issued_at, valid_from = excluded.valid_from, expires_at = excluded.expires_at, recalled_at = null
     where member_coupon.recalled_at is not null and member_coupon.used_at is null
    returning member_id`.execute(db);
  return rows.map((row) => row.member_id);
}

/** Counts `n` more copies given, unless that passes the coupon's quantity; answers whether counted. */
export async function countIssues(db: Db, couponId: number, n: number): Promise<boolean> {
  if (n === 0) return true;
  const row = await db
    .updateTable('coupon')
    .set((eb) => ({ issued_count: eb('issued_count', '+', n) }))
    .where('coupon_id', '=', couponId)
    .where((eb) => eb.or([eb('total_quantity', 'is', null), eb(eb('issued_count', '+', n), '<=', eb.ref('total_quantity'))]))
    .returning('coupon_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Of these members, how many hold the coupon now (a recalled copy an order holds counts as held). */
export async function heldCount(db: Db, couponId: number, memberIds: readonly number[]): Promise<number> {
  if (memberIds.length === 0) return 0;
  const row = await db
    .selectFrom('member_coupon')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('coupon_id', '=', couponId)
    .where(sql<boolean>`member_id = any(${[...new Set(memberIds)]}::int[])`)
    .where((eb) => eb.or([eb('recalled_at', 'is', null), eb('used_at', 'is not', null)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Recalls copies (every member's, or these members'): unused copies not yet expired leave the
 * members; a copy an order holds is marked too and stays with that order, but is not given
 * back should the order end unpaid or be cancelled (releaseCouponsOf lets it go). Expired
 * unused copies are left as history. The unused copies' places in the quantity are given back.
 */
export async function recallCopies(db: Db, couponId: number, memberIds: readonly number[] | 'ALL', now: Date): Promise<{ recalled: number[]; inUse: number[] }> {
  let query = db
    .updateTable('member_coupon')
    .set({ recalled_at: now })
    .where('coupon_id', '=', couponId)
    .where('recalled_at', 'is', null)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '>', now)]));
  if (memberIds !== 'ALL') query = query.where(sql<boolean>`member_id = any(${[...new Set(memberIds)]}::int[])`);
  const rows = await query.returning(['member_id', 'used_at']).execute();
  const recalled = rows.filter((row) => row.used_at === null).map((row) => row.member_id);
  if (recalled.length > 0) {
    await db
      .updateTable('coupon')
      .set((eb) => ({ issued_count: sql<number>`greatest(${eb.ref('issued_count')} - ${recalled.length}, 0)` }))
      .where('coupon_id', '=', couponId)
      .execute();
  }
  return { recalled, inUse: rows.filter((row) => row.used_at !== null).map((row) => row.member_id) };
}

const holderStatusSql = (now: Date) =>
  sql<HolderStatus>`case when mc.used_at is not null then 'USED' when mc.recalled_at is not null then 'RECALLED' when mc.expires_at <= ${now} then 'EXPIRED' else 'USABLE' end`;

/** A coupon's copies, newest first, with the order that used each. */
export async function couponHolders(db: Db, couponId: number, filter: { status?: HolderStatus; offset: number; limit: number }, now: Date) {
  let base = db.selectFrom('member_coupon as mc').where('mc.coupon_id', '=', couponId);
  if (filter.status) base = base.where(holderStatusSql(now), '=', filter.status);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('order_number as o', 'o.order_id', 'mc.used_order_id')
      .select(['mc.member_coupon_id', 'mc.member_id', 'mc.issued_at', 'mc.expires_at', 'mc.used_at', 'mc.recalled_at', 'o.order_no'])
      .select(holderStatusSql(now).as('status'))
      .orderBy('mc.member_coupon_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Products members bought (paid, not cancelled or returned) from `since` up to `until`. */
export async function productsBoughtBetween(db: Db, since: Date, until: Date): Promise<number[]> {
  const rows = await db.selectFrom('member_purchase').select('product_no').distinct().where('paid_at', '>=', since).where('paid_at', '<', until).execute();
  return rows.map((row) => row.product_no);
}

/** Members who bought one of these products from `since` up to `until`. */
export async function buyersOf(db: Db, productNos: readonly number[], since: Date, until: Date): Promise<number[]> {
  if (productNos.length === 0) return [];
  const rows = await db
    .selectFrom('member_purchase')
    .select('member_id')
    .distinct()
    .where('paid_at', '>=', since)
    .where('paid_at', '<', until)
    .where(sql<boolean>`product_no = any(${[...productNos]}::int[])`)
    .execute();
  return rows.map((row) => row.member_id);
}
