import type { ServerModule } from '../../core/module';
import * as identityMigration from './migrations/2026112201_identity';
import { identityJobs } from './purge-jobs';
import { identityRoutes } from './routes';

export { requireMember, visitorOf, memberOf, memberIdOf, visitorKeyOf, type MemberContext, type Visitor } from './visitor';
export type { Profile } from './schemas';
export { identitySettings } from './settings';

export const identityModule: ServerModule = {
  name: 'identity',
  migrations: { '2026112201_identity': identityMigration },
  routes: identityRoutes,
  jobs: identityJobs,
};
