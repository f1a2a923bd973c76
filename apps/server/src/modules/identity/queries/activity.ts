import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { SignInMethod } from '../tables';

/** A renewal within this long of the last recorded use is not written again (one write a day at most). */
const ACTIVITY_GRAIN_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the sign-in history (a communication log, purged after 3 months) and the member's last
 * use, which the dormancy rule reads. A use resets the dormancy notice's spell (see dueForDormancyNotice).
 */
export async function recordSignIn(db: Kysely<Database>, signIn: { memberId: number; method: SignInMethod; ip: string; userAgent: string; now: Date }): Promise<void> {
  await db.insertInto('member_sign_in').values({ member_id: signIn.memberId, method: signIn.method, ip: signIn.ip, user_agent: signIn.userAgent, signed_in_at: signIn.now }).execute();
  await db.updateTable('member').set({ last_active_at: signIn.now }).where('member_id', '=', signIn.memberId).execute();
}

/** A session's renewal counts as use; written at most once a day per member. */
export async function touchActivity(db: Kysely<Database>, memberId: number, now: Date): Promise<void> {
  await db
    .updateTable('member')
    .set({ last_active_at: now })
    .where('member_id', '=', memberId)
    .where('last_active_at', '<', new Date(now.getTime() - ACTIVITY_GRAIN_MS))
    .execute();
}
