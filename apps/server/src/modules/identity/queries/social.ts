import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { MemberStatus, SocialChannel } from '../tables';

export interface SocialTicket {
  channel: SocialChannel;
  providerUserId: string;
  email: string | null;
  nickName: string | null;
}

export async function insertTicket(db: Kysely<Database>, ticketHash: string, ticket: SocialTicket, expiresAt: Date): Promise<void> {
  await db
    .insertInto('social_ticket')
    .values({
      ticket_hash: ticketHash,
      channel: ticket.channel,
      provider_user_id: ticket.providerUserId,
      email: ticket.email,
      nick_name: ticket.nickName,
      expires_at: expiresAt,
    })
    .execute();
}

/** Single use: the ticket is marked used in the same statement that reads it. */
export async function takeTicket(db: Kysely<Database>, ticketHash: string, channel: SocialChannel | undefined, now: Date): Promise<SocialTicket | undefined> {
  const row = await db
    .updateTable('social_ticket')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .$if(channel !== undefined, (qb) => qb.where('channel', '=', channel!))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['channel', 'provider_user_id', 'email', 'nick_name'])
    .executeTakeFirst();
  return row && { channel: row.channel, providerUserId: row.provider_user_id, email: row.email, nickName: row.nick_name };
}

/**
 * The member a provider account is linked to, if active, suspended or dormant: a suspended
 * member's social sign-in is refused as the e-mail one is (ACCOUNT_SUSPENDED), and a dormant
 * one is led to the release (ACCOUNT_DORMANT with its grant), neither taken for a stranger to
 * sign up.
 */
export async function linkedMember(db: Kysely<Database>, channel: SocialChannel, providerUserId: string): Promise<{ memberId: number; status: MemberStatus } | undefined> {
  const row = await db
    .selectFrom('social_account')
    .innerJoin('member', 'member.member_id', 'social_account.member_id')
    .select(['member.member_id', 'member.status'])
    .where('social_account.channel', '=', channel)
    .where('social_account.provider_user_id', '=', providerUserId)
    .where('member.status', 'in', ['ACTIVE', 'SUSPENDED', 'DORMANT'])
    .executeTakeFirst();
  return row && { memberId: row.member_id, status: row.status };
}

export async function linkSocialAccount(db: Kysely<Database>, channel: SocialChannel, providerUserId: string, memberId: number): Promise<void> {
  await db
    .insertInto('social_account')
    .values({ channel, provider_user_id: providerUserId, member_id: memberId })
    .onConflict((oc) => oc.columns(['channel', 'provider_user_id']).doUpdateSet({ member_id: memberId }))
    .execute();
}

export async function unlinkAllSocialAccounts(db: Kysely<Database>, memberId: number): Promise<void> {
  await db.deleteFrom('social_account').where('member_id', '=', memberId).execute();
}
