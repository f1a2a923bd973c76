import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { emailHash, sha256 } from './secrets';

/** A shopper other modules' seeds need (reviewers): never signs in, has no password. */
export interface SeededMember {
  /** Stable within the seed: the e-mail's local part. */
  key: string;
  name: string;
  phone: string;
  joinedAt: Date;
}

const SEED_DOMAIN = 'seed.maru.example';
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A UUID-shaped id from the key (members' public ids are UUIDs). */
function uuidOf(key: string): string {
  const hex = sha256(`seed-member:${key}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const seededMemberEmail = (key: string) => `${key}@${SEED_DOMAIN}`;

/** A deterministic recommend code ('SD' + six letters from the key), so a reseed writes the same row. */
function recommendCodeOf(key: string): string {
  const digest = createHash('sha256').update(`seed-member:${key}`).digest();
  return `SD${Array.from(digest.subarray(0, 6), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * Makes the members that do not exist yet (by e-mail) and answers every one's id by key.
 * They have no password (nobody signs in as them) and no marketing consent. A member whose
 * row cannot be made (a real member holds its code) is simply absent from the answer.
 */
export async function ensureSeededMembers(db: Kysely<Database>, members: readonly SeededMember[]): Promise<Map<string, number>> {
  for (let start = 0; start < members.length; start += 500) {
    await db
      .insertInto('member')
      .values(
        members.slice(start, start + 500).map((member) => ({
          identity_id: uuidOf(member.key),
          email: seededMemberEmail(member.key),
          email_hash: emailHash(seededMemberEmail(member.key)),
          password_hash: null,
          name: member.name,
          phone: member.phone,
          birthday: null,
          gender: null,
          nick_name: null,
          unique_key_hash: sha256(`seed-person:${member.key}`),
          recommend_my_cd: recommendCodeOf(member.key),
          recommended_by: null,
          marketing_sms: false,
          marketing_email: false,
          created_at: member.joinedAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const rows = await db.selectFrom('member').select(['member_id', 'email']).where('email', 'in', members.map((member) => seededMemberEmail(member.key))).execute();
  return new Map(rows.map((row) => [row.email!.split('@')[0]!, row.member_id]));
}
