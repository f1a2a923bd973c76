import type { ServerModule } from '../../core/module';
import * as addressMigration from './migrations/2026112301_address';
import { addressRoutes } from './routes';

/** A member's address book as stored, default first (the console's member page masks it; its reveal shows it). */
export { listBook as memberAddressBook, type AddressRow } from './queries/addresses';

/** Members' data over time (issue 28, the retention module): the book of a withdrawn member whose data is destroyed. */
export { deleteMemberAddresses } from './retention';

/** A member's delivery address book (/mypage/v1/address): at most 10, exactly one default. */
export const addressModule: ServerModule = {
  name: 'address',
  migrations: { '2026112301_address': addressMigration },
  routes: addressRoutes,
};
