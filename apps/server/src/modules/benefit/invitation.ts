import { INVITATION_REWARD, maskName, type InvitationView } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The sign-up page with the code filled in (relative to the site: the web app adds its origin when sharing). */
export const shareLinkOf = (code: string) => `/join?recommendCd=${encodeURIComponent(code)}`;

/** 마이페이지 친구 초대: the member's own code and link, who joined with it, and what it earned. */
export async function invitationOf(db: Kysely<Database>, memberId: number): Promise<InvitationView> {
  const me = await db.selectFrom('member').select('recommend_my_cd').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const invitees = await db
    .selectFrom('member as m')
    .leftJoin('invitation_reward as r', 'r.invitee_member_id', 'm.member_id')
    .select(['m.name', 'm.created_at', 'r.rewarded_at'])
    .where('m.recommended_by', '=', me.recommend_my_cd)
    .where('m.member_id', '<>', memberId)
    .orderBy('m.created_at', 'desc')
    .limit(100)
    .execute();
  const earned = await db
    .selectFrom('point_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('sum'))
    .where('member_id', '=', memberId)
    .where('unique_key', 'like', 'invite:%:inviter')
    .executeTakeFirst();
  return {
    recommendCode: me.recommend_my_cd,
    shareUrl: shareLinkOf(me.recommend_my_cd),
    reward: { ...INVITATION_REWARD },
    invitees: invitees.map((row) => ({ name: maskName(row.name), joinedAt: row.created_at.toISOString(), rewarded: row.rewarded_at !== null, rewardedAt: row.rewarded_at?.toISOString() ?? null })),
    rewardsEarned: Number(earned?.sum ?? 0),
  };
}
