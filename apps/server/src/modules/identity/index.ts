import type { ServerModule } from '../../core/module';
import * as identityMigration from './migrations/2026112201_identity';
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

export const identityModule: ServerModule = {
  name: 'identity',
  migrations: { '2026112201_identity': identityMigration },
  routes: identityRoutes,
  jobs: identityJobs,
};
