import type { MediaPurpose } from '@maru/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { MediaImageTable } from './tables';

export type MediaImageRow = Omit<MediaImageTable, 'created_at'> & { created_at: Date };

export async function insertImages(db: Db, rows: Omit<MediaImageTable, 'created_at' | 'attached_at'>[]): Promise<void> {
  if (rows.length) await db.insertInto('media_image').values(rows).execute();
}

/** The member's own unattached uploads of this purpose among ids, locked until the transaction ends. */
export async function lockAttachable(trx: Transaction<Database>, memberId: number, purpose: MediaPurpose, imageIds: readonly string[]): Promise<MediaImageRow[]> {
  if (imageIds.length === 0) return [];
  return trx
    .selectFrom('media_image')
    .selectAll()
    .where('image_id', 'in', [...imageIds])
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('attached_at', 'is', null)
    .forUpdate()
    .execute();
}

export async function markAttached(trx: Transaction<Database>, imageIds: readonly string[], now: Date): Promise<void> {
  if (imageIds.length) await trx.updateTable('media_image').set({ attached_at: now }).where('image_id', 'in', [...imageIds]).execute();
}

/** Uploads never attached within a day were abandoned (a form left): their rows go; files may be shared and stay. */
export async function forgetUnattached(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('media_image').where('attached_at', 'is', null).where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
