import { ADDRESS_BOOK_MAX, ApiCode, type AddressView, messageForCode } from '@maru/domain';
import type { Kysely } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { addressViewOf, fieldsOf } from './address-view';
import { type AddressFields, clearDefault, countBook, deleteOwn, findOwn, insertAddress, listBook, lockBook, promoteNewest, updateAddress } from './queries/addresses';

// The book's rules, each write in one transaction under the member's lock:
// at most ADDRESS_BOOK_MAX addresses; exactly one default whenever the book is not empty
// (the first address, or the one marked isDefault; deleting it promotes the newest left).

/** The fields as the shopper typed them (fieldsOf reduces the phone), and whether to make it the default. */
interface AddressFieldsInput extends AddressFields {
  isDefault: boolean;
}

/** Another member's address answers exactly like a missing one. */
export const addressNotFound = () => new ApiError(ApiCode.NO_DATA, '배송지를 찾을 수 없습니다.', 404);

export async function listAddresses(db: Kysely<Database>, memberId: number) {
  return { list: (await listBook(db, memberId)).map(addressViewOf), max: ADDRESS_BOOK_MAX };
}

export function addAddress(db: Kysely<Database>, memberId: number, input: AddressFieldsInput): Promise<AddressView> {
  return db.transaction().execute(async (trx) => {
    await lockBook(trx, memberId);
    const count = await countBook(trx, memberId);
    if (count >= ADDRESS_BOOK_MAX) throw new ApiError(ApiCode.ADDRESS_BOOK_FULL, messageForCode(ApiCode.ADDRESS_BOOK_FULL));
    const isDefault = count === 0 || input.isDefault;
    if (isDefault) await clearDefault(trx, memberId);
    return addressViewOf(await insertAddress(trx, memberId, fieldsOf(input), isDefault));
  });
}

/**
 * isDefault:true moves the default here; isDefault:false leaves a default address the
 * default (the book always has one: choose another address as default to move it).
 */
export function editAddress(db: Kysely<Database>, memberId: number, addressId: number, input: AddressFieldsInput): Promise<AddressView> {
  return db.transaction().execute(async (trx) => {
    await lockBook(trx, memberId);
    const existing = await findOwn(trx, memberId, addressId);
    if (!existing) throw addressNotFound();
    const isDefault = existing.is_default || input.isDefault;
    if (isDefault && !existing.is_default) await clearDefault(trx, memberId);
    return addressViewOf(await updateAddress(trx, memberId, addressId, fieldsOf(input), isDefault));
  });
}

export function removeAddress(db: Kysely<Database>, memberId: number, addressId: number) {
  return db.transaction().execute(async (trx) => {
    await lockBook(trx, memberId);
    const deleted = await deleteOwn(trx, memberId, addressId);
    if (!deleted) throw addressNotFound();
    if (deleted.is_default) await promoteNewest(trx, memberId);
    return { list: (await listBook(trx, memberId)).map(addressViewOf), max: ADDRESS_BOOK_MAX };
  });
}
