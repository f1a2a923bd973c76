import type { ServerModule } from '../../core/module';
import * as identityMigration from './migrations/2026112201_identity';
import * as memberSearchMigration from './migrations/2026120150_identity_member_search';
import * as memberSuspensionMigration from './migrations/2026120201_identity_member_suspension';
import * as memberRetentionMigration from './migrations/2026120203_identity_member_retention';
import { identityJobs } from './purge-jobs';
import { identityRoutes } from './routes';

export { requireMember, visitorOf, memberOf, memberIdOf, visitorKeyOf, type MemberContext, type Visitor } from './visitor';
export type { Profile } from './schemas';
export { identitySettings } from './settings';
/** argon2id as for members' passwords: the order module keeps guest order passwords the same way. */
export { hashPassword, passwordMatches } from './passwords';
/** Business-member decisions, for the operator console (staff module), which logs each in the same transaction. */
export { approveBusinessIn } from './approve-business';
export { listBusinessRequests, lockBusinessRequest, rejectBusinessRequest, type BusinessRequestRow } from './queries/business';
export type { BusinessStatus } from './tables';
/** Tamper-proof, expiring values (the order module's guest order grant). */
export { readState, signState } from './signed-state';
/** The profile and the consent history, for my page home and its consent screen (mypage module). */
export { consentHistory, findProfile } from './queries/members';
/** What other modules may read of a member: contacts, and the recommend codes of invitations (benefit module). */
export { memberContact, memberContacts, memberOfRecommendCode, memberReferral, membersInvitedWith, type MemberContact } from './queries/member-reads';
/** The console's masked member search, and the member reads of coupon segments and issuing (issue 27). */
export { activeBusinessMembers, activeMemberIds, activeMembersJoined, maskedMemberNames, searchMembers } from './queries/member-search';
/** The console's member page (issue 28): the member as stored, their suspensions, and suspending or lifting one in the caller's audited transaction. */
export { consoleMember, memberNotFound, suspendMember, suspensionHistory, unsuspendMember, type ConsoleMemberRow, type SuspensionRow } from './queries/member-console';
export { maskPhone, personalMasks } from './mask';
/** Members' data over time (issue 28): what the retention module's jobs do to identity's rows (docs/member-data-retention.md). */
export {
  destroyWithdrawnData,
  dueForDormancyNotice,
  dueForSeparation,
  expireRejoinHashes,
  markDormancyNotice,
  purgeEndedSessions,
  purgeSignIns,
  separateDormant,
  withdrawnDueForDestruction,
  type DormancyCandidate,
} from './queries/retention';
/** Shoppers other modules' seeds need (the review seed's reviewers). */
export { ensureSeededMembers, seededMemberEmail, type SeededMember } from './seed-members';

export const identityModule: ServerModule = {
  name: 'identity',
  migrations: { '2026112201_identity': identityMigration, '2026120150_identity_member_search': memberSearchMigration, '2026120201_identity_member_suspension': memberSuspensionMigration, '2026120203_identity_member_retention': memberRetentionMigration },
  routes: identityRoutes,
  jobs: identityJobs,
};
