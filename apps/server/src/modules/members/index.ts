import type { ServerModule } from '../../core/module';
import { memberRoutes } from './routes';

/**
 * The console's members (issue 28, docs/members-console.md): a member's page with their data
 * masked and their orders, claims, points, coupons, inquiries and bookings read through the
 * modules that own them; the reveal of their personal data with a reason, logged; points
 * given or taken back in benefit's ledger; suspension and its lifting in identity. A module of
 * its own because it reads modules that sit above staff and identity (order, benefit, inquiry,
 * showroom), as the dashboard does. It owns no tables.
 */
export const membersModule: ServerModule = {
  name: 'members',
  migrations: {},
  routes: memberRoutes,
};
