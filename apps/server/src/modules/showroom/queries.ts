import type { AdminBookingQuery, BookingStatus } from '@maru/domain';
import { type ExpressionBuilder, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { ShowroomBookingTable, ShowroomOfficeTable } from './tables';

// Every SQL statement of the showroom module.

export type OfficeRow = Selectable<ShowroomOfficeTable>;
export type BookingRow = Selectable<ShowroomBookingTable>;
export type BookingWithOffice = BookingRow & { office_slug: string; office_name: string; office_address: string; office_phone: string };

export function allOffices(db: Db): Promise<OfficeRow[]> {
  return db.selectFrom('showroom_office').selectAll().orderBy('sort_order').execute();
}

export function findOffice(db: Db, slug: string): Promise<OfficeRow | undefined> {
  return db.selectFrom('showroom_office').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Specific closed days from `fromDate` (YYYY-MM-DD) on, nearest first. */
export function holidaysFrom(db: Db, officeIds: number[], fromDate: string) {
  if (officeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('showroom_holiday')
    .select(['office_id', sql<string>`to_char(holiday, 'YYYY-MM-DD')`.as('date'), 'label'])
    .where('office_id', 'in', officeIds)
    .where('holiday', '>=', sql<Date>`${fromDate}::date`)
    .orderBy('holiday')
    .execute();
}

export function floorsOf(db: Db, officeIds: number[]) {
  if (officeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('showroom_floor').select(['floor_id', 'office_id', 'slug', 'name', 'title', 'summary']).where('office_id', 'in', officeIds).orderBy('office_id').orderBy('sort_order').execute();
}

/** A floor's zones, each with its products' numbers in display order. */
export async function zonesOf(db: Db, floorId: number) {
  const zones = await db.selectFrom('showroom_zone').select(['zone_id', 'name', 'description']).where('floor_id', '=', floorId).orderBy('sort_order').execute();
  if (zones.length === 0) return [];
  const products = await db
    .selectFrom('showroom_zone_product')
    .select(['zone_id', 'product_no'])
    .where('zone_id', 'in', zones.map((zone) => zone.zone_id))
    .orderBy('zone_id')
    .orderBy('sort_order')
    .execute();
  return zones.map((zone) => ({ ...zone, productNos: products.filter((row) => row.zone_id === zone.zone_id).map((row) => row.product_no) }));
}

/**
 * How many bookings each taken slot of an office holds between two instants, as of `now`:
 * pending bookings past their deadline still sit in the slot's count until the sweep (or the
 * next booking of that slot) lapses them, so they are taken off here.
 */
export async function bookedCounts(db: Db, officeId: number, since: Date, until: Date, now: Date): Promise<Map<number, number>> {
  const [rows, overdue] = await Promise.all([
    db.selectFrom('showroom_slot').select(['starts_at', 'booked']).where('office_id', '=', officeId).where('starts_at', '>=', since).where('starts_at', '<', until).execute(),
    db
      .selectFrom('showroom_booking')
      .select(['starts_at', (eb) => eb.fn.countAll<string>().as('n')])
      .where('office_id', '=', officeId)
      .where('starts_at', '>=', since)
      .where('starts_at', '<', until)
      .where('status', '=', 'PENDING')
      .where('confirm_by', '<=', now)
      .groupBy('starts_at')
      .execute(),
  ]);
  const lapsed = new Map(overdue.map((row) => [row.starts_at.getTime(), Number(row.n)]));
  return new Map(rows.map((row) => [row.starts_at.getTime(), row.booked - (lapsed.get(row.starts_at.getTime()) ?? 0)]));
}

/**
 * Takes one place in a slot if one is left: a single statement that inserts the slot's row or
 * raises its count only while it is under `capacity`. Concurrent bookings of one slot wait on
 * the row's lock and each sees the count the previous one left, so the count never passes
 * capacity. Answers whether a place was taken.
 */
export async function takeSlot(trx: Transaction<Database>, officeId: number, startsAt: Date, capacity: number): Promise<boolean> {
  const taken = await trx
    .insertInto('showroom_slot')
    .values({ office_id: officeId, starts_at: startsAt, booked: 1 })
    .onConflict((oc) => oc.columns(['office_id', 'starts_at']).doUpdateSet({ booked: sql`showroom_slot.booked + 1` }).where('showroom_slot.booked', '<', capacity))
    .returning('booked')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function releaseSlot(trx: Transaction<Database>, officeId: number, startsAt: Date): Promise<void> {
  await trx.updateTable('showroom_slot').set({ booked: sql`booked - 1` }).where('office_id', '=', officeId).where('starts_at', '=', startsAt).where('booked', '>', 0).execute();
}

export interface NewBooking {
  bookingNo: string;
  officeId: number;
  startsAt: Date;
  memberId: number | null;
  name: string;
  phone: string;
  partySize: number;
  interests: string[];
  memo: string;
  now: Date;
  /** Null when the phone is proven (booked at once); else the first code and the deadline. */
  pending: { codeHash: string; confirmBy: Date } | null;
}

/** Answers false when the number is taken (the caller draws another). */
export async function insertBooking(trx: Transaction<Database>, booking: NewBooking): Promise<boolean> {
  const row = await trx
    .insertInto('showroom_booking')
    .values({
      booking_no: booking.bookingNo,
      office_id: booking.officeId,
      starts_at: booking.startsAt,
      member_id: booking.memberId,
      name: booking.name,
      phone: booking.phone,
      party_size: booking.partySize,
      interests: booking.interests,
      memo: booking.memo,
      status: booking.pending ? 'PENDING' : 'BOOKED',
      confirmed_at: booking.pending ? null : booking.now,
      confirm_by: booking.pending?.confirmBy ?? null,
      code_hash: booking.pending?.codeHash ?? null,
      code_sent_at: booking.pending ? booking.now : null,
      code_sends: booking.pending ? 1 : 0,
      privacy_consent_at: booking.now,
      created_at: booking.now,
      updated_at: booking.now,
    })
    .onConflict((oc) => oc.column('booking_no').doNothing())
    .returning('booking_id')
    .executeTakeFirst();
  return row !== undefined;
}

function withOffice(db: Db) {
  return db
    .selectFrom('showroom_booking as b')
    .innerJoin('showroom_office as o', 'o.office_id', 'b.office_id')
    .selectAll('b')
    .select(['o.slug as office_slug', 'o.name as office_name', 'o.address as office_address', 'o.phone as office_phone']);
}

export function findBooking(db: Db, bookingNo: string): Promise<BookingWithOffice | undefined> {
  return withOffice(db).where('b.booking_no', '=', bookingNo).executeTakeFirst();
}

/** The booking, locked until the transaction ends: a cancel and a console mark do not cross. */
export function lockBooking(trx: Transaction<Database>, bookingNo: string): Promise<BookingWithOffice | undefined> {
  return withOffice(trx).where('b.booking_no', '=', bookingNo).forUpdate('b').executeTakeFirst();
}

/** Lapsed bookings (and pending ones past their deadline) never were: lists leave them out. */
const wasEverBooked = (now: Date) => (eb: ExpressionBuilder<BookingFrom, 'b'>) =>
  eb.and([eb('b.status', '!=', 'LAPSED'), eb.or([eb('b.status', '!=', 'PENDING'), eb('b.confirm_by', '>', now)])]);
type BookingFrom = Database & { b: Database['showroom_booking'] };

export function bookingsOfMember(db: Db, memberId: number, limit: number, now: Date): Promise<BookingWithOffice[]> {
  return withOffice(db).where('b.member_id', '=', memberId).where(wasEverBooked(now)).orderBy('b.starts_at', 'desc').limit(limit).execute();
}

/**
 * One phone number's bookings at a time: taken before its bookings are counted, held to the
 * end of the transaction, so two requests with the same phone cannot both count the other
 * out. Different phones never wait for each other (unless their hashes meet, which only
 * serialises them).
 */
export async function lockPhone(trx: Transaction<Database>, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${PHONE_LOCK_NAMESPACE}, hashtext(${phone}))`.execute(trx);
}
const PHONE_LOCK_NAMESPACE = sql`hashtext('maru.showroom-phone')`;

/**
 * One member's bookings at a time, like lockPhone: two bookings of one member (with
 * different phones, from two tabs) cannot both find the slot free of the other.
 */
export async function lockMember(trx: Transaction<Database>, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${MEMBER_LOCK_NAMESPACE}, ${memberId}::int)`.execute(trx);
}
const MEMBER_LOCK_NAMESPACE = sql`hashtext('maru.showroom-member')`;

/** Whether the member holds a live booking (booked, or pending within its deadline) of this slot. */
export async function memberHoldsSlot(trx: Transaction<Database>, memberId: number, officeId: number, startsAt: Date, now: Date): Promise<boolean> {
  const row = await trx
    .selectFrom('showroom_booking')
    .select('booking_id')
    .where('member_id', '=', memberId)
    .where('office_id', '=', officeId)
    .where('starts_at', '=', startsAt)
    .where((eb) => eb.or([eb('status', '=', 'BOOKED'), eb.and([eb('status', '=', 'PENDING'), eb('confirm_by', '>', now)])]))
    .executeTakeFirst();
  return row !== undefined;
}

/** A phone's live bookings still ahead (booked, or pending within their deadline): what its limits count. */
export function upcomingOfPhone(trx: Transaction<Database>, phone: string, now: Date): Promise<{ office_id: number; starts_at: Date }[]> {
  return trx
    .selectFrom('showroom_booking')
    .select(['office_id', 'starts_at'])
    .where('phone', '=', phone)
    .where('starts_at', '>', now)
    .where((eb) => eb.or([eb('status', '=', 'BOOKED'), eb.and([eb('status', '=', 'PENDING'), eb('confirm_by', '>', now)])]))
    .execute();
}

/**
 * Lapses pending bookings and gives their places back, in one statement: the bookings named by
 * `scope` (one booking, or one slot's or every pending booking past its deadline at `now`).
 * A booking confirmed or lapsed meanwhile is skipped (the update re-reads its status after
 * waiting for its row), so a place is never given back twice. Answers the bookings lapsed.
 */
export type LapseScope = { bookingId: number } | { overdue: true; officeId?: number; startsAt?: Date };

export async function lapseBookings(db: Db, now: Date, scope: LapseScope): Promise<number> {
  const one = 'bookingId' in scope ? scope.bookingId : undefined;
  const slot = 'overdue' in scope ? scope : undefined;
  const result = await db
    // Rows locked in booking order first (materialised: taken whole, before the update), so
    // a sweep and a booking lapsing the same rows cannot each hold one the other waits for.
    .with((cte) => cte('due').materialized(), (qb) =>
      qb
        .selectFrom('showroom_booking')
        .select('booking_id')
        .where('status', '=', 'PENDING')
        .$if(one !== undefined, (q) => q.where('booking_id', '=', one!))
        .$if(slot !== undefined, (q) => q.where('confirm_by', '<=', now))
        .$if(slot?.officeId !== undefined, (q) => q.where('office_id', '=', slot!.officeId!))
        .$if(slot?.startsAt !== undefined, (q) => q.where('starts_at', '=', slot!.startsAt!))
        .orderBy('booking_id')
        .forUpdate(),
    )
    .with('lapsed', (qb) =>
      qb
        .updateTable('showroom_booking')
        .set({ status: 'LAPSED', code_hash: null, updated_at: now })
        .where('status', '=', 'PENDING')
        .where('booking_id', 'in', (eb) => eb.selectFrom('due').select('booking_id'))
        .returning(['office_id', 'starts_at']),
    )
    .with('released', (qb) => qb.selectFrom('lapsed').select(['office_id', 'starts_at', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['office_id', 'starts_at']))
    .with('given_back', (qb) =>
      qb
        .updateTable('showroom_slot')
        .from('released')
        .set((eb) => ({ booked: eb('showroom_slot.booked', '-', eb.ref('released.n')) }))
        .whereRef('showroom_slot.office_id', '=', 'released.office_id')
        .whereRef('showroom_slot.starts_at', '=', 'released.starts_at')
        .returning('showroom_slot.office_id'),
    )
    // PostgreSQL runs every data-modifying WITH to completion, read or not.
    .selectFrom('lapsed')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(result?.n ?? 0);
}

/** Counts a wrong code against a pending booking (its row locked by the caller). */
export async function countWrongCode(trx: Transaction<Database>, bookingId: number, now: Date): Promise<void> {
  await trx.updateTable('showroom_booking').set((eb) => ({ wrong_codes: eb('wrong_codes', '+', 1), updated_at: now })).where('booking_id', '=', bookingId).execute();
}

/** A new code replaces the last: only its hash is kept, and the count of codes sent rises. */
export async function storeNewCode(trx: Transaction<Database>, bookingId: number, codeHash: string, now: Date): Promise<void> {
  await trx.updateTable('showroom_booking').set((eb) => ({ code_hash: codeHash, code_sent_at: now, code_sends: eb('code_sends', '+', 1), updated_at: now })).where('booking_id', '=', bookingId).execute();
}

/** The phone is proven: the pending booking becomes a booking, and the code is forgotten. */
export async function confirmPending(trx: Transaction<Database>, bookingId: number, now: Date): Promise<void> {
  await trx.updateTable('showroom_booking').set({ status: 'BOOKED', confirmed_at: now, code_hash: null, updated_at: now }).where('booking_id', '=', bookingId).where('status', '=', 'PENDING').execute();
}

export async function setBookingStatus(trx: Transaction<Database>, bookingId: number, status: BookingStatus, now: Date): Promise<void> {
  await trx
    .updateTable('showroom_booking')
    .set({ status, updated_at: now, ...(status === 'CANCELLED' ? { cancelled_at: now } : {}) })
    .where('booking_id', '=', bookingId)
    .execute();
}

/** One Korean day's bookings for the console, by slot; pending ones while they hold a place. */
export function bookingsOfDay(db: Db, since: Date, until: Date, filter: Pick<AdminBookingQuery, 'office' | 'status'>, now: Date): Promise<BookingWithOffice[]> {
  let query = withOffice(db).where('b.starts_at', '>=', since).where('b.starts_at', '<', until).where(wasEverBooked(now));
  if (filter.office) query = query.where('o.slug', '=', filter.office);
  if (filter.status) query = query.where('b.status', '=', filter.status);
  return query.orderBy('b.starts_at').orderBy('o.sort_order').orderBy('b.booking_id').limit(500).execute();
}

/** Live bookings not yet reminded whose visit starts between two instants. */
export function unremindedBookings(db: Db, since: Date, until: Date): Promise<BookingWithOffice[]> {
  return withOffice(db).where('b.status', '=', 'BOOKED').where('b.reminded_at', 'is', null).where('b.starts_at', '>', since).where('b.starts_at', '<', until).orderBy('b.starts_at').limit(500).execute();
}

/** Marks a booking reminded; false when another round got there first. */
export async function markReminded(trx: Transaction<Database>, bookingId: number, now: Date): Promise<boolean> {
  const row = await trx.updateTable('showroom_booking').set({ reminded_at: now }).where('booking_id', '=', bookingId).where('reminded_at', 'is', null).where('status', '=', 'BOOKED').returning('booking_id').executeTakeFirst();
  return row !== undefined;
}

/** Bookings are kept a year after the visit (the consent says so), then deleted. Answers how many. */
export async function purgeOldBookings(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000);
  const deleted = await db.deleteFrom('showroom_booking').where('starts_at', '<', cutoff).executeTakeFirst();
  // A lapsed booking was never confirmed to anyone: its name and phone go after a day.
  const lapsed = await db.deleteFrom('showroom_booking').where('status', '=', 'LAPSED').where('confirm_by', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000)).executeTakeFirst();
  await db.deleteFrom('showroom_slot').where('starts_at', '<', cutoff).execute();
  return Number(deleted.numDeletedRows) + Number(lapsed.numDeletedRows);
}

/** Visits expected or made between two instants (booked, visited): the dashboard's count of today's visits, from the by-slot index. */
export async function visitCount(db: Db, since: Date, until: Date): Promise<number> {
  const row = await db
    .selectFrom('showroom_booking')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('starts_at', '>=', since)
    .where('starts_at', '<', until)
    .where('status', 'in', ['BOOKED', 'VISITED'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The console's member page (issue 28): the member's latest bookings (any state but never-confirmed lapses), and how many. */
export async function consoleMemberBookings(db: Db, memberId: number, limit: number) {
  const base = db.selectFrom('showroom_booking').innerJoin('showroom_office', 'showroom_office.office_id', 'showroom_booking.office_id').where('showroom_booking.member_id', '=', memberId).where('showroom_booking.status', '<>', 'LAPSED');
  const [rows, count] = await Promise.all([
    base
      .select(['showroom_booking.booking_no', 'showroom_office.name as office_name', 'showroom_booking.starts_at', 'showroom_booking.status', 'showroom_booking.party_size'])
      .orderBy('showroom_booking.starts_at', 'desc')
      .orderBy('showroom_booking.booking_id', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}
