import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';

/** The member columns that are personal data: they move together, apart and back. */
const PERSONAL = ['email', 'password_hash', 'name', 'phone', 'birthday', 'gender', 'nick_name'] as const;

/**
 * Moves the member's personal data into member_separated and empties it in member, in one
 * statement pair of the caller's transaction. A second call for the same member changes nothing
 * (the row exists, and member's columns are already empty).
 */
export async function separatePersonalData(db: Kysely<Database>, memberId: number, reason: 'WITHDRAWN' | 'DORMANT', now: Date): Promise<void> {
  await db
    .insertInto('member_separated')
    .columns(['member_id', 'reason', ...PERSONAL, 'separated_at'])
    .expression((eb) =>
      eb
        .selectFrom('member')
        .select([eb.val(memberId).as('member_id'), eb.val(reason).as('reason'), ...PERSONAL, eb.val(now).as('separated_at')])
        .where('member_id', '=', memberId),
    )
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  await db
    .updateTable('member')
    .set({ email: null, password_hash: null, name: null, phone: null, birthday: null, gender: null, nick_name: null })
    .where('member_id', '=', memberId)
    .execute();
}

/** Puts a dormant member's personal data back and deletes the separated copy; false when there was none. */
export async function restorePersonalData(db: Kysely<Database>, memberId: number): Promise<boolean> {
  const restored = await sql<{ member_id: number }>`
    update member m
       set email = s.email, password_hash = s.password_hash, name = s.name, phone = s.phone,
           birthday = s.birthday, gender = s.gender, nick_name = s.nick_name
      from member_separated s
     where s.member_id = m.member_id and m.member_id = ${memberId} and s.reason = 'DORMANT'
    returning m.member_id`.execute(db);
  if (!restored.rows.length) return false;
  await db.deleteFrom('member_separated').where('member_id', '=', memberId).execute();
  return true;
}
