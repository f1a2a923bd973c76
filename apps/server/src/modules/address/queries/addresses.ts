import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { MemberAddressTable } from '../tables';

export type AddressRow = Selectable<MemberAddressTable>;

/** An address's fields; what a write stores has the phone reduced to digits (fieldsOf). */
export interface AddressFields {
  label: string;
  receiverName: string;
  receiverPhone: string;
  zonecode: string;
  address: string;
  addressDetail: string;
}

/** Namespace of the address book's advisory locks (two-key form: namespace, member id). */
const LOCK_NAMESPACE = sql`hashtext('maru.address-book')`;

/**
 * Serialises every write to one member's book, also while it is still empty (no row to
 * lock with FOR UPDATE yet): the 10-address limit and the single default are checked on
 * what the previous write left. An advisory lock, not a lock on the member row, so sign-in
 * and profile writes on that row never wait for an address write.
 */
export async function lockBook(trx: Transaction<Database>, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${memberId})`.execute(trx);
}

/** Default first, then newest. */
export function listBook(db: Db, memberId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('member_address')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('address_id', 'desc')
    .execute();
}

export async function countBook(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('member_address').select((eb) => eb.fn.countAll<string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Only the member's own address answers; another member's id is the same as a missing one. */
export function findOwn(db: Db, memberId: number, addressId: number): Promise<AddressRow | undefined> {
  return db.selectFrom('member_address').selectAll().where('member_id', '=', memberId).where('address_id', '=', addressId).executeTakeFirst();
}

/** Clears the member's default; run before setting a new one (the partial unique index allows one). */
export async function clearDefault(db: Db, memberId: number): Promise<void> {
  await db.updateTable('member_address').set({ is_default: false, updated_at: new Date() }).where('member_id', '=', memberId).where('is_default', '=', true).execute();
}

/** The columns an insert and an update both write. */
function columnsOf(fields: AddressFields, isDefault: boolean) {
  return {
    label: fields.label,
    receiver_name: fields.receiverName,
    receiver_phone: fields.receiverPhone,
    zonecode: fields.zonecode,
    address: fields.address,
    address_detail: fields.addressDetail,
    is_default: isDefault,
  };
}

export function insertAddress(db: Db, memberId: number, fields: AddressFields, isDefault: boolean): Promise<AddressRow> {
  return db
    .insertInto('member_address')
    .values({ member_id: memberId, ...columnsOf(fields, isDefault) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAddress(db: Db, memberId: number, addressId: number, fields: AddressFields, isDefault: boolean): Promise<AddressRow> {
  return db
    .updateTable('member_address')
    .set({ ...columnsOf(fields, isDefault), updated_at: new Date() })
    .where('member_id', '=', memberId)
    .where('address_id', '=', addressId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The deleted row, or undefined when the member has no such address. */
export function deleteOwn(db: Db, memberId: number, addressId: number): Promise<AddressRow | undefined> {
  return db.deleteFrom('member_address').where('member_id', '=', memberId).where('address_id', '=', addressId).returningAll().executeTakeFirst();
}

/** Makes the newest remaining address the default (after the default was deleted); nothing when the book is empty. */
export async function promoteNewest(db: Db, memberId: number): Promise<void> {
  const newest = db
    .selectFrom('member_address')
    .select('address_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('address_id', 'desc')
    .limit(1);
  await db.updateTable('member_address').set({ is_default: true, updated_at: new Date() }).where('address_id', '=', newest).execute();
}
