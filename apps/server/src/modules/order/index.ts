import type { ServerModule } from '../../core/module';
import { orderDeps } from './deps';
import { orderWorkers } from './expiry';
import * as orderMigration from './migrations/2026112310_order';
import { orderRoutes } from './routes';

/** Order sheets, orders, stock holds and their payment through PortOne (see docs/checkout.md). */
export const orderModule: ServerModule = {
  name: 'order',
  migrations: { '2026112310_order': orderMigration },
  routes: orderRoutes,
  queueWorkers: (app) => orderWorkers(orderDeps(app)),
};
