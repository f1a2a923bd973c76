import type { ServerModule } from '../../core/module';
import { orderDeps } from './deps';
import { orderWorkers } from './expiry';
import * as orderMigration from './migrations/2026112310_order';
import * as afterSaleMigration from './migrations/2026112503_order_aftersale';
import * as abandonedMigration from './migrations/2026112720_order_abandoned';
import * as numberViewMigration from './migrations/2026112801_order_number_view';
import * as partialClaimsMigration from './migrations/2026112830_order_partial_claims';
import * as memberPurchaseMigration from './migrations/2026120152_order_member_purchase_view';
import * as salesMigration from './migrations/2026120290_order_sales';
import * as memberDetachedMigration from './migrations/2026120204_order_member_detached';
import { orderRoutes } from './routes';
import { salesBackfillJob } from './sales/backfill';

/** My page home's order counts per line state (the mypage module). */
export { memberOrderCounts } from './aftersale/lists';
/** A member's placed orders, for the inquiry form's order choice. */
export { memberOrderNo, memberRecentOrders } from './member-order-reads';
/** The console's member page (issue 28): a member's latest orders and claims, with their totals. */
export { consoleMemberClaims, consoleMemberOrders } from './member-order-reads';
/** Order lines for reviews: a member's lines by state, lines by key, one line locked for a write. */
export { lockOrderLine, memberLinesIn, orderLineKey, orderLinesByKey, type MemberOrderLine } from './member-order-reads';
/** Delivered past orders for other modules' seeds (the review seed's buyers). */
export { insertSeededOrders, seededOrderNo, type SeededOrder, type SeededOrderLine } from './seed-orders';
/** The dashboard's reads (issue 28): sales per Korean day and best sellers from the ledger's aggregates, orders waiting per line state. */
export { bestSellers, ordersWaiting, salesByDay, WORK_LINE_STATUSES, type DaySales, type ProductSales, type WorkLineStatus } from './sales/reads';

/** Members' data over time (issue 28, the retention module): a former member's orders kept as records without the profile, then overwritten. */
export { detachMemberOrders, FORMER_MEMBER_NAME, purgeFormerMemberOrders } from './retention';

/** Order sheets, orders, stock holds and their payment through PortOne (see docs/checkout.md); after the sale: line states, cancels, returns and refunds (docs/after-sale.md); the sales ledger the dashboard reads (docs/dashboard.md). */
export const orderModule: ServerModule = {
  name: 'order',
  migrations: {
    '2026112310_order': orderMigration,
    '2026112503_order_aftersale': afterSaleMigration,
    '2026112720_order_abandoned': abandonedMigration,
    '2026112801_order_number_view': numberViewMigration,
    '2026112830_order_partial_claims': partialClaimsMigration,
    '2026120152_order_member_purchase_view': memberPurchaseMigration,
    '2026120290_order_sales': salesMigration,
    '2026120204_order_member_detached': memberDetachedMigration,
  },
  routes: orderRoutes,
  queueWorkers: (app) => orderWorkers(orderDeps(app)),
  // Counts what the sales ledger lacks (a database older than it, orders written by SQL).
  jobs: [salesBackfillJob],
};
