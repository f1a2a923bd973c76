import type { ServerModule } from '../../core/module';

/** Order sheets, orders and their payment through PortOne (see docs/checkout.md). */
export const orderModule: ServerModule = {
  name: 'order',
  migrations: {},
};
