import { INVITATION_REWARD, maskName, type InvitationView } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { memberReferral, membersInvitedWith } from '../identity';

/** The sign-up page with the code filled in (relative to the site: the web app adds its origin when sharing). */
export const shareLinkOf = (code: string) => `/join?recommendCd=${encodeURIComponent(code)}`;

/** 마이페이지 친구 초대: the member's own code and link, who joined with it, and what it earned. */
export async function invitationOf(db: Kysely<Database>, memberId: number): Promise<InvitationView> {
  const me = await memberReferral(db, memberId);
  if (!me) throw new Error(`member ${memberId} not found`);
  const invitees = await membersInvitedWith(db, me.recommendCode, memberId, 100);
  const rewards = invitees.length === 0 ? [] : await db.selectFrom('invitation_reward').select(['invitee_member_id', 'rewarded_at']).where('invitee_member_id', 'in', invitees.map((invitee) => invitee.memberId)).execute();
  const rewardedAt = new Map(rewards.map((reward) => [reward.invitee_member_id, reward.rewarded_at]));
  const earned = await db
    .selectFrom('point_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('sum'))
    .where('member_id', '=', memberId)
    .where('unique_key', 'like', 'invite:%:inviter')
    .executeTakeFirst();
  return {
    recommendCode: me.recommendCode,
    shareUrl: shareLinkOf(me.recommendCode),
    reward: { ...INVITATION_REWARD },
    invitees: invitees.map((row) => {
      const rewarded = rewardedAt.get(row.memberId) ?? null;
      return { name: maskName(row.name), joinedAt: row.joinedAt.toISOString(), rewarded: rewarded !== null, rewardedAt: rewarded?.toISOString() ?? null };
    }),
    rewardsEarned: Number(earned?.sum ?? 0),
  };
}
