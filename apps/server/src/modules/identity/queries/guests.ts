import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export async function insertGuest(db: Kysely<Database>, guestHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('guest_session').values({ guest_hash: guestHash, expires_at: expiresAt }).execute();
}

export async function guestIsLive(db: Kysely<Database>, guestHash: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('guest_session').select('guest_hash').where('guest_hash', '=', guestHash).where('expires_at', '>', now).executeTakeFirst();
  return row !== undefined;
}

/** Guest ids past their day; nothing else refers to them (a guest cart has its own key). */
export async function deleteExpiredGuests(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('guest_session').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
