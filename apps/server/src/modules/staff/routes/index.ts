import { SHOP_OPERATION_ROLES } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessConsoleRoutes } from '../business/routes';
import { CONSOLE_API_PREFIX, consoleSection } from '../console-section';
import { auditLogRoutes } from './audit-log';
import { sessionRoutes } from './session';
import { staffAccountRoutes } from './staff-accounts';

/** The console's own API: its sign-in, and the sections this module owns. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes, { prefix: `${CONSOLE_API_PREFIX}/auth` });
  await app.register(consoleSection({ feature: 'staff', roles: ['ADMIN'] }, staffAccountRoutes));
  await app.register(consoleSection({ feature: 'audit', roles: SHOP_OPERATION_ROLES }, auditLogRoutes));
  // Business members are identity's, but identity cannot import this module (this module
  // hashes passwords with identity's argon2id), so the section is registered here; a module
  // that does not sit below staff registers its own (see index.ts).
  await app.register(consoleSection({ feature: 'business', roles: SHOP_OPERATION_ROLES }, businessConsoleRoutes));
};
