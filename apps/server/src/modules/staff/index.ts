import type { ServerModule } from '../../core/module';
import { AUDIT_RETENTION_DEFAULTS, auditRetentionJob } from './audit-retention';
import * as staffMigration from './migrations/2026112502_staff';
import * as catalogueRoleMigration from './migrations/2026112810_staff_catalogue_role';
import * as contentRolesMigration from './migrations/2026120101_staff_content_roles';
import * as rolesMigration from './migrations/2026120202_staff_roles';
import { deleteDeadSessions } from './queries/sessions';
import { staffRoutes } from './routes';

/**
 * The operator console's server side: staff accounts and roles (ADMIN, OPERATOR), their own
 * sign-in and session cookie (`maru_staff`, Path=/api/admin, SameSite=Strict; 2 hours idle,
 * 12 hours at most), the append-only audit log, and the first section, business-member
 * approval. The console app is apps/web/admin.html (apps/web/src/admin).
 *
 * ## Adding a console section (orders, catalogue, coupons…)
 *
 * A feature module keeps its console routes in its own folder and registers them from its
 * own `routes` plugin, wrapped in `consoleSection`:
 *
 * ```ts
 * // modules/order/routes.ts
 * import { auditActor, consoleSection, recordAudit, requireRight } from '../staff';
 * await app.register(consoleSection({ feature: 'orders', right: 'orders' }, orderConsoleRoutes));
 *
 * // modules/order/console/routes.ts → /api/admin/v1/orders/…
 * export const orderConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
 *   app.get('/', { schema: { tags: ['admin'], querystring: …, response: { 200: answerOf(…) } } }, …);
 *   app.post('/:orderNo/refund', { preHandler: requireRight('staff'), config: { requestLimit: … }, schema: … }, async (request) =>
 *     app.db.transaction().execute(async (trx) => {
 *       // …lock, check and change the order…
 *       await recordAudit(trx, { ...auditActor(request), action: 'order.refund', targetType: 'order', targetId: orderNo, before, after });
 *     }));
 * };
 * ```
 *
 * - The section answers under /api/admin/v1/<feature> only for a signed-in staff member
 *   holding its `right` (issue 28; a list means any one of them), checked before the body is
 *   read; `cache-control: no-store` on every answer. A route narrows it with
 *   `preHandler: requireRight('members', 'members.personal')`. Rights come with the session
 *   from the person's role, which admins edit (docs/staff-rights.md); never guard by role.
 * - `staffOf(request)` is the staff member; `auditActor(request)` is who and from where.
 * - Every change is logged with `recordAudit(trx, entry)` inside the transaction that makes
 *   it (it throws outside one); before/after hold the fields the action changes and enough
 *   to tell the record apart, never secrets. New action codes and target kinds are added,
 *   with their Korean labels, to AUDIT_ACTIONS / AUDIT_TARGETS in packages/domain/src/staff/audit.ts.
 * - Refusals: 403 with 6001 (no staff cookie), 6002 (session ended), 6003 (role); the
 *   section's own business outcomes take codes of the feature's range.
 * - Requests and answers are zod schemas in packages/domain (as src/staff/contract.ts), so
 *   the console parses answers with the same declarations.
 * - The web side is one entry in apps/web/src/admin/app/sections.tsx (label, path, roles,
 *   lazy page); see that file.
 * - Access: staff-access.test.ts calls every /api/admin operation of the OpenAPI document as
 *   every kind of stranger (so a new section is covered at once); a route narrower than its
 *   section's roles adds a row to its `roleRules`.
 *
 * The business section is registered by this module itself (routes/index.ts) only because
 * identity, whose table it decides on, sits below staff (staff hashes passwords with
 * identity's argon2id).
 */
export const staffModule: ServerModule = {
  name: 'staff',
  migrations: {
    '2026112502_staff': staffMigration, '2026112810_staff_catalogue_role': catalogueRoleMigration, '2026120101_staff_content_roles': contentRolesMigration,
    '2026120202_staff_roles': rolesMigration,
  },
  routes: staffRoutes,
  // The audit log's periods (docs/staff-rights.md): the legal floors, kept as one setting.
  jobs: [{ name: 'purge-dead-staff-sessions', everyMs: 60 * 60 * 1000, run: deleteDeadSessions }, auditRetentionJob(AUDIT_RETENTION_DEFAULTS)],
};

export { auditActor, recordAudit, type AuditActor, type AuditEntry } from './audit';
export { AUDIT_RETENTION_DEFAULTS, type AuditRetention } from './audit-retention';
export { CONSOLE_API_PREFIX, consoleSection, type ConsoleSectionOptions } from './console-section';
export { requireAnyRight, requireRight, requireStaff, rightsOf, staffOf, type StaffContext } from './require-staff';
export { STAFF_COOKIE, STAFF_COOKIE_PATH } from './staff-cookie';
/** Who answered or changed something, by name, for other modules' views (inquiry answers). */
export { staffNames } from './queries/staff';
/** Personal data in console answers: masked without 'members.personal', whole and logged with it. */
export { personalDataView, type PersonalDataView, type PersonalField, type PersonalRead } from './personal-data';
