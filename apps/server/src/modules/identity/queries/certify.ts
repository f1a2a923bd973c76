import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Gender } from '../tables';

export interface CertifyResult {
  certifyNo: string;
  certified: boolean;
  name: string | null;
  phone: string | null;
  birthday: string | null;
  gender: Gender | null;
  uniqueKeyHash: string | null;
  usedAt: Date | null;
}

export interface VerifiedPerson {
  certifyUid: string;
  name: string;
  phone: string;
  birthday: string;
  gender: Gender;
  uniqueKeyHash: string;
}

export async function insertCertifyRequest(db: Kysely<Database>, certifyNo: string, ownerHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('certify_request').values({ certify_no: certifyNo, owner_hash: ownerHash, expires_at: expiresAt }).execute();
}

/** A request is visible only to the browser that made it, and only until it expires. */
export async function findOwnCertify(db: Kysely<Database>, certifyNo: string, ownerHash: string, now: Date): Promise<CertifyResult | undefined> {
  const row = await db
    .selectFrom('certify_request')
    .select([
      'certify_no as certifyNo',
      'name',
      'phone',
      sql<string | null>`birthday::text`.as('birthday'),
      'gender',
      'unique_key_hash as uniqueKeyHash',
      'certified_at',
      'used_at as usedAt',
    ])
    .where('certify_no', '=', certifyNo)
    .where('owner_hash', '=', ownerHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { certified_at: certifiedAt, ...rest } = row;
  return { ...rest, certified: certifiedAt !== null };
}

export async function saveVerifiedPerson(db: Kysely<Database>, certifyNo: string, person: VerifiedPerson, now: Date): Promise<void> {
  await db
    .updateTable('certify_request')
    .set({
      certify_uid: person.certifyUid,
      name: person.name,
      phone: person.phone,
      birthday: person.birthday,
      gender: person.gender,
      unique_key_hash: person.uniqueKeyHash,
      certified_at: now,
    })
    .where('certify_no', '=', certifyNo)
    .execute();
}

/** Marks the result consumed; false when another request consumed it first. */
export async function useCertify(db: Kysely<Database>, certifyNo: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('certify_request')
    .set({ used_at: now })
    .where('certify_no', '=', certifyNo)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Verification requests past their 30 minutes, finished or abandoned: no route reads them
 * any more (see findOwnCertify), and the finished ones hold a person's name, phone and birthday.
 */
export async function deleteExpiredCertifyRequests(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('certify_request').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
