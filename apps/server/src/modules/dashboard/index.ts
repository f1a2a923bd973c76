import type { ServerModule } from '../../core/module';
import { dashboardRoutes } from './routes';

/**
 * The console's dashboard (issue 28, docs/dashboard.md): today's and the last 7 and 30 days'
 * orders and sales from the order module's sales ledger, what needs doing now (orders to
 * prepare and ship, cancel and return requests, unanswered inquiries, today's showroom visits,
 * low-stock options) each read through its owner, and best sellers. It owns no tables.
 */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  migrations: {},
  routes: dashboardRoutes,
};
