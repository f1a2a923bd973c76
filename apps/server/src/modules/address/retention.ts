import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A withdrawn member's data is destroyed (issue 28): their address book goes with it. */
export async function deleteMemberAddresses(db: Kysely<Database>, memberId: number): Promise<number> {
  const result = await db.deleteFrom('member_address').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
