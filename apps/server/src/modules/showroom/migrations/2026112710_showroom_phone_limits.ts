import { type Kysely, sql } from 'kysely';

// Issue 22: a booking made with a phone not yet proven waits for a code sent to that phone
// (PENDING), holding its place until confirm_by; never confirmed, it LAPSES and the place
// goes back. Only a keyed hash of the code is kept. docs/showroom.md explains the rules.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table showroom_booking drop constraint showroom_booking_status_check`.execute(db);
  await sql`alter table showroom_booking add constraint showroom_booking_status_check check (status in ('BOOKED', 'CANCELLED', 'VISITED', 'NO_SHOW', 'PENDING', 'LAPSED'))`.execute(db);
  await db.schema
    .alterTable('showroom_booking')
    // When the phone was proven (or, for a member's verified phone, the booking made): the
    // reminder skips bookings confirmed after their reminder moment.
    .addColumn('confirmed_at', 'timestamptz')
    // Set on bookings that waited for a code: the moment a PENDING one lapses.
    .addColumn('confirm_by', 'timestamptz')
    .addColumn('code_hash', 'text')
    .addColumn('code_sent_at', 'timestamptz')
    .addColumn('code_sends', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong_codes', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update showroom_booking set confirmed_at = created_at`.execute(db);
  await sql`alter table showroom_booking add constraint showroom_booking_pending_deadline check (status <> 'PENDING' or (confirm_by is not null and code_hash is not null))`.execute(db);
  // The minute's sweep: pending bookings by deadline.
  await sql`create index showroom_booking_pending on showroom_booking (confirm_by) where status = 'PENDING'`.execute(db);
  // The per-phone limits count one number's live bookings still ahead.
  await sql`create index showroom_booking_by_phone on showroom_booking (phone, starts_at) where status in ('BOOKED', 'PENDING')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index showroom_booking_by_phone`.execute(db);
  await sql`drop index showroom_booking_pending`.execute(db);
  // Pending bookings hold places: give them back before the bookings go.
  await sql`update showroom_slot s set booked = s.booked - p.n from (select office_id, starts_at, count(*)::int as n from showroom_booking where status = 'PENDING' group by office_id, starts_at) p where s.office_id = p.office_id and s.starts_at = p.starts_at`.execute(db);
  await sql`delete from showroom_booking where status in ('PENDING', 'LAPSED')`.execute(db);
  await sql`alter table showroom_booking drop constraint showroom_booking_pending_deadline`.execute(db);
  await db.schema.alterTable('showroom_booking').dropColumn('confirmed_at').dropColumn('confirm_by').dropColumn('code_hash').dropColumn('code_sent_at').dropColumn('code_sends').dropColumn('wrong_codes').execute();
  await sql`alter table showroom_booking drop constraint showroom_booking_status_check`.execute(db);
  await sql`alter table showroom_booking add constraint showroom_booking_status_check check (status in ('BOOKED', 'CANCELLED', 'VISITED', 'NO_SHOW'))`.execute(db);
}
