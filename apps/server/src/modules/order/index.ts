import type { ServerModule } from '../../core/module';
import { orderDeps } from './deps';
import { orderWorkers } from './expiry';
import * as orderMigration from './migrations/2026112310_order';
import * as afterSaleMigration from './migrations/2026112503_order_aftersale';
import * as abandonedMigration from './migrations/2026112720_order_abandoned';
import * as numberViewMigration from './migrations/2026112801_order_number_view';
import { orderRoutes } from './routes';

/** My page home's order counts per line state (the mypage module). */
export { memberOrderCounts } from './aftersale/lists';
/** A member's placed orders, for the inquiry form's order choice. */
export { memberOrderNo, memberRecentOrders } from './member-order-reads';
/** Order lines for reviews: a member's lines by state, lines by key, one line locked for a write. */
export { lockOrderLine, memberLinesIn, orderLineKey, orderLinesByKey, type MemberOrderLine } from './member-order-reads';

/** Order sheets, orders, stock holds and their payment through PortOne (see docs/checkout.md); after the sale: line states, cancels, returns and refunds (docs/after-sale.md). */
export const orderModule: ServerModule = {
  name: 'order',
  migrations: { '2026112310_order': orderMigration, '2026112503_order_aftersale': afterSaleMigration, '2026112720_order_abandoned': abandonedMigration, '2026112801_order_number_view': numberViewMigration },
  routes: orderRoutes,
  queueWorkers: (app) => orderWorkers(orderDeps(app)),
};
