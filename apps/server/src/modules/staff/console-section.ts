import type { StaffRight } from '@maru/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAnyRight, requireRight } from './require-staff';

/** The console API's root under the app's /api prefix. */
export const CONSOLE_API_PREFIX = '/admin/v1';

/** Console answers hold personal and business data: no browser or proxy keeps a copy. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

export interface ConsoleSectionOptions {
  /** The section's path segment: its routes answer under /api/admin/v1/<feature>. */
  feature: string;
  /**
   * The right the section needs (issue 28: rights per menu), or a list meaning any one of them
   * (the member search: members, or promotions for picking a coupon's members). A route narrows
   * it with its own `preHandler: requireRight(…)`.
   */
  right: StaffRight | readonly StaffRight[];
}

/**
 * Wraps a feature's console routes: they answer under /api/admin/v1/<feature>, only for a
 * signed-in staff member holding the section's right (checked before the body is read, so a
 * stranger learns nothing from validation errors), and are never cached. A module registers
 * it from its own `routes` plugin:
 *
 *     await app.register(consoleSection({ feature: 'orders', right: 'orders' }, orderConsoleRoutes));
 */
export function consoleSection(options: ConsoleSectionOptions, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  const feature = options.feature.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z][a-z0-9-]*$/.test(feature)) throw new Error(`console section "${options.feature}": use lower-case letters, digits and dashes`);
  const guard = typeof options.right === 'string' ? requireRight(options.right) : requireAnyRight(...options.right);
  return async (app) => {
    await app.register(
      async (section) => {
        section.addHook('preValidation', guard);
        section.addHook('onSend', noStore);
        await section.register(routes);
      },
      { prefix: `${CONSOLE_API_PREFIX}/${feature}` },
    );
  };
}
