import type { AdminBookingQuery, BookingStatus } from '@maru/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ShowroomBookingTable, ShowroomOfficeTable } from './tables';

// Every SQL statement of the showroom module.

type Db = Kysely<Database> | Transaction<Database>;
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

/** How many bookings each taken slot of an office holds between two instants. */
export async function bookedCounts(db: Db, officeId: number, since: Date, until: Date): Promise<Map<number, number>> {
  const rows = await db.selectFrom('showroom_slot').select(['starts_at', 'booked']).where('office_id', '=', officeId).where('starts_at', '>=', since).where('starts_at', '<', until).execute();
  return new Map(rows.map((row) => [row.starts_at.getTime(), row.booked]));
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
      status: 'BOOKED',
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

export function bookingsOfMember(db: Db, memberId: number, limit: number): Promise<BookingWithOffice[]> {
  return withOffice(db).where('b.member_id', '=', memberId).orderBy('b.starts_at', 'desc').limit(limit).execute();
}

export async function setBookingStatus(trx: Transaction<Database>, bookingId: number, status: BookingStatus, now: Date): Promise<void> {
  await trx
    .updateTable('showroom_booking')
    .set({ status, updated_at: now, ...(status === 'CANCELLED' ? { cancelled_at: now } : {}) })
    .where('booking_id', '=', bookingId)
    .execute();
}

/** One Korean day's bookings for the console, by slot. */
export function bookingsOfDay(db: Db, since: Date, until: Date, filter: Pick<AdminBookingQuery, 'office' | 'status'>): Promise<BookingWithOffice[]> {
  let query = withOffice(db).where('b.starts_at', '>=', since).where('b.starts_at', '<', until);
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

// ---- seed ----

/** The best-liked products of a department, skipping the first `offset` (two offices show different pieces). */
export function topProductsOf(db: Db, department: Database['product']['department'], limit: number, offset: number): Promise<{ product_no: number }[]> {
  return db
    .selectFrom('product')
    .select('product_no')
    .where('department', '=', department)
    .orderBy('popularity', 'desc')
    .orderBy('product_no')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Bookings are kept a year after the visit (the consent says so), then deleted. Answers how many. */
export async function purgeOldBookings(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000);
  const deleted = await db.deleteFrom('showroom_booking').where('starts_at', '<', cutoff).executeTakeFirst();
  await db.deleteFrom('showroom_slot').where('starts_at', '<', cutoff).execute();
  return Number(deleted.numDeletedRows);
}
