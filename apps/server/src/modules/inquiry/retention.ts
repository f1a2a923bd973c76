import { type Kysely, sql } from 'kysely';
import type { RetentionPeriod } from '../../config';
import type { Database } from '../../db/database';

/** A withdrawn member's data is destroyed: their inquiries are kept as complaint records from now on. */
export async function detachMemberInquiries(db: Kysely<Database>, memberId: number, now: Date): Promise<number> {
  const result = await db.updateTable('inquiry').set({ member_detached_at: now }).where('member_id', '=', memberId).where('member_detached_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Former members' inquiries last changed longer ago than the complaint records' period (3 years), deleted with their photos' links. */
export async function purgeFormerMemberInquiries(db: Kysely<Database>, now: Date, kept: RetentionPeriod, limit: number): Promise<number> {
  const result = await sql`
    delete from inquiry where inquiry_id in (
      select inquiry_id from inquiry
       where member_detached_at is not null and updated_at <= ${now}::timestamptz - ${kept}::interval
       order by updated_at limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
