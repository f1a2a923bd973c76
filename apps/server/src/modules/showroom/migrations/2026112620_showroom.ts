import { type Kysely, sql } from 'kysely';

// Showroom offices, floors, zones and the catalogue products shown there, and visit bookings
// (issue 15, docs/showroom.md). Times are UTC; a slot is the instant its KST wall time begins.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createOfficeTable(db);
  await createHolidayTable(db);
  await createFloorTable(db);
  await createZoneTable(db);
  await createZoneProductTable(db);
  await createSlotTable(db);
  await createBookingTable(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['showroom_booking', 'showroom_slot', 'showroom_zone_product', 'showroom_zone', 'showroom_floor', 'showroom_holiday', 'showroom_office']) {
    await db.schema.dropTable(table).execute();
  }
}

async function createOfficeTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('showroom_office')
    .addColumn('office_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('parking', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    // Seven entries, Sunday first: {open, close} as KST HH:MM, or null on the weekly closed day.
    .addColumn('hours', 'jsonb', (c) => c.notNull())
    .addColumn('transit', 'jsonb', (c) => c.notNull())
    .addColumn('car', 'jsonb', (c) => c.notNull())
    .addColumn('capacity_per_slot', 'integer', (c) => c.notNull().check(sql`capacity_per_slot between 1 and 100`))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
}

async function createHolidayTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('showroom_holiday')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('showroom_office.office_id').onDelete('cascade'))
    .addColumn('holiday', 'date', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('showroom_holiday_pk', ['office_id', 'holiday'])
    .execute();
}

async function createFloorTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('showroom_floor')
    .addColumn('floor_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('office_id', 'integer', (c) => c.notNull().references('showroom_office.office_id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('showroom_floor_slug', ['office_id', 'slug'])
    .execute();
}

async function createZoneTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('showroom_zone')
    .addColumn('zone_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('floor_id', 'integer', (c) => c.notNull().references('showroom_floor.floor_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('showroom_zone_name', ['floor_id', 'name'])
    .execute();
}

async function createZoneProductTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('showroom_zone_product')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('showroom_zone.zone_id').onDelete('cascade'))
    .addColumn('product_no', 'integer', (c) => c.notNull().references('product.product_no').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('showroom_zone_product_pk', ['zone_id', 'product_no'])
    .execute();
}

async function createSlotTable(db: Kysely<unknown>): Promise<void> {
  // One row per slot anyone booked: `booked` counts its live bookings and is raised only by a
  // conditional upsert (booked < capacity), so simultaneous bookings queue on this row's lock
  // and capacity is never exceeded.
  await db.schema
    .createTable('showroom_slot')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('showroom_office.office_id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull().check(sql`booked >= 0`))
    .addPrimaryKeyConstraint('showroom_slot_pk', ['office_id', 'starts_at'])
    .execute();
}

async function createBookingTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('showroom_booking')
    .addColumn('booking_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('booking_no', 'text', (c) => c.notNull().unique())
    .addColumn('office_id', 'integer', (c) => c.notNull().references('showroom_office.office_id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('member.member_id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('party_size', 'integer', (c) => c.notNull().check(sql`party_size between 1 and 10`))
    .addColumn('interests', sql`text[]`, (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('BOOKED', 'CANCELLED', 'VISITED', 'NO_SHOW')`))
    .addColumn('privacy_consent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The console's day list, per office.
  await sql`create index showroom_booking_by_slot on showroom_booking (starts_at, office_id)`.execute(db);
  // A member's bookings, newest visit first.
  await sql`create index showroom_booking_by_member on showroom_booking (member_id, starts_at desc) where member_id is not null`.execute(db);
  // The reminder job: live bookings not yet reminded.
  await sql`create index showroom_booking_to_remind on showroom_booking (starts_at) where status = 'BOOKED' and reminded_at is null`.execute(db);
}
