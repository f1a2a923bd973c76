import { auditPageView, auditQuery } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { shownAuditStates } from '../audit-personal';
import { personalDataView } from '../personal-data';
import { listAuditEntries } from '../queries/audit';

/** The audit log, newest first, for staff holding 'staff': /api/admin/v1/audit; personal data in entries masked without 'members.personal'. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['admin'], summary: '감사 로그 (직원, 작업, 대상, 기간으로 거르기)', querystring: auditQuery, response: { 200: answerOf(auditPageView) } } }, async (request) => {
    const { page, size, ...filter } = request.query;
    const { rows, total } = await listAuditEntries(app.db, filter, { offset: (page - 1) * size, limit: size });
    const personal = personalDataView(request);
    const states = rows.map((row) => shownAuditStates(row, personal));
    // Entries that showed someone's personal data whole make the page a read of it.
    const read = rows.filter((_, index) => states[index]!.personal).map((row) => row.auditId);
    await personal.recordRead({ targetType: 'audit_log', ids: read, fields: ['name', 'phone', 'email', 'address'], purpose: '감사 로그 점검' });
    return ok({
      list: rows.map((row, index) => ({
        auditId: row.auditId,
        staff: { staffId: row.staffId, name: row.staffName, email: row.staffEmail },
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: states[index]!.before,
        after: states[index]!.after,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page,
      size,
    });
  });
};
