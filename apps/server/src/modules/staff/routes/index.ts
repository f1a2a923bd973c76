import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessConsoleRoutes } from '../business/routes';
import { CONSOLE_API_PREFIX, consoleSection } from '../console-section';
import { auditLogRoutes } from './audit-log';
import { previewRoutes } from './preview';
import { sessionRoutes } from './session';
import { staffAccountRoutes } from './staff-accounts';

/** The console's own API: its sign-in, and the sections this module owns. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes, { prefix: `${CONSOLE_API_PREFIX}/auth` });
  await app.register(consoleSection({ feature: 'staff', right: 'staff' }, staffAccountRoutes));
  await app.register(consoleSection({ feature: 'audit', right: 'staff' }, auditLogRoutes));
  // Whoever edits what shoppers read previews it.
  await app.register(consoleSection({ feature: 'preview', right: ['content', 'promotions'] }, previewRoutes));
  // Business members are identity's, but identity cannot import this module (this module
  // hashes passwords with identity's argon2id), so the section is registered here; a module
  // that does not sit below staff registers its own (see index.ts).
  await app.register(consoleSection({ feature: 'business', right: 'members' }, businessConsoleRoutes));
};
