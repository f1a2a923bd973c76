import type { ServerModule } from '../../core/module';
import * as codeGroupsMigration from './migrations/2026112101_code_groups';
import { codeRoutes } from './routes';
import { seedCodes } from './seed';

export type { CommonCode } from './schemas';
export { codesOfGroup } from './queries';

export const codeModule: ServerModule = {
  name: 'code',
  migrations: { '2026112101_code_groups': codeGroupsMigration },
  routes: codeRoutes,
  seed: seedCodes,
};
