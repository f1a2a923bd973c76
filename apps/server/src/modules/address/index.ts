import type { ServerModule } from '../../core/module';
import * as addressMigration from './migrations/2026112301_address';
import { addressRoutes } from './routes';

/** A member's delivery address book (/mypage/v1/address): at most 10, exactly one default. */
export const addressModule: ServerModule = {
  name: 'address',
  migrations: { '2026112301_address': addressMigration },
  routes: addressRoutes,
};
