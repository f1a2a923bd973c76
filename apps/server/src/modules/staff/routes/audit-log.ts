import { auditPageView, auditQuery } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/errors';
import { listAuditEntries } from '../queries/audit';

/** The audit log, newest first, for every staff member: /api/admin/v1/audit. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['admin'], summary: '감사 로그 (직원, 작업, 대상, 기간으로 거르기)', querystring: auditQuery, response: { 200: answerOf(auditPageView) } } }, async (request) => {
    const { page, size, ...filter } = request.query;
    const { rows, total } = await listAuditEntries(app.db, filter, { offset: (page - 1) * size, limit: size });
    return ok({
      list: rows.map((row) => ({
        auditId: row.auditId,
        staff: { staffId: row.staffId, name: row.staffName, email: row.staffEmail },
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page,
      size,
    });
  });
};
