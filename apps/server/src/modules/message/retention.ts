import { type Kysely, sql } from 'kysely';
import type { RetentionPeriod } from '../../config';
import type { Database } from '../../db/database';

/**
 * The outbox is a communication log (통신비밀보호법: 3 months): settled messages older than the
 * period are deleted, with the sandbox's copy of what it accepted. A message still waiting is
 * kept whatever its age (it is given up after a day anyway, then settled).
 */
export async function purgeOldMessages(db: Kysely<Database>, now: Date, kept: RetentionPeriod, limit: number): Promise<number> {
  const cutoff = sql`${now}::timestamptz - ${kept}::interval`;
  const result = await sql`
    delete from message_outbox where message_id in (
      select message_id from message_outbox where status <> 'PENDING' and created_at < ${cutoff} order by message_id limit ${limit})`.execute(db);
  await sql`
    delete from solapi_sandbox_message where message_id in (
      select message_id from solapi_sandbox_message where received_at < ${cutoff} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
