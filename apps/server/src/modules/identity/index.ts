import type { ServerModule } from '../../core/module';
import * as identityMigration from './migrations/2026112201_identity';
import { identityJobs } from './purge-jobs';
import { identityRoutes } from './routes';

export { requireMember, visitorOf, memberOf, memberIdOf, visitorKeyOf, type MemberContext, type Visitor } from './visitor';
export type { Profile } from './schemas';
export { identitySettings } from './settings';
/** argon2id as for members' passwords: the order module keeps guest order passwords the same way. */
export { hashPassword, passwordMatches } from './passwords';

export const identityModule: ServerModule = {
  name: 'identity',
  migrations: { '2026112201_identity': identityMigration },
  routes: identityRoutes,
  jobs: identityJobs,
};
