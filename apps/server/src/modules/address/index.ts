import type { ServerModule } from '../../core/module';

/** A member's delivery address book (/mypage/v1/address). */
export const addressModule: ServerModule = {
  name: 'address',
  migrations: {},
};
