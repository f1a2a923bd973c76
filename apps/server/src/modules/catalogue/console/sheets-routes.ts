import { Readable } from 'node:stream';
import { adminProductQuery, ApiCode, importQuery, importResult } from '@maru/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedFile } from '../../../core/files/csv-upload';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { deliverSoon } from '../../message';
import { auditActor, recordAudit, staffOf } from '../../staff';
import type { ProductsChanged } from './after-write';
import { applyImport } from './sheet-apply';
import { productSheet } from './sheet-export';
import { planImport } from './sheet-import';
import { queueRestockAlerts } from '../restock-alerts';

/** A products file is a few MB at most (10,000 rows ≈ 3 MB); more is refused before it is read. */
export const SHEET_MAX_BYTES = 30 * 1024 * 1024;
const exportQuery = adminProductQuery.omit({ page: true, size: true, sort: true });

/**
 * The spreadsheet: GET /products/export (CSV of the filtered list) and POST /products/import
 * (multipart field `file`; `dryRun=true` reports, `false` applies the whole file or nothing).
 * Encapsulated: multipart is accepted here only.
 */
export const sheetRoutes: FastifyPluginAsyncZod<{ changed: ProductsChanged }> = async (app, { changed }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: SHEET_MAX_BYTES, fields: 5 } });

  app.get('/export', { schema: { tags: ['admin'], summary: '상품 엑셀(CSV) 내보내기: UTF-8 BOM, 옵션 조합마다 한 행', querystring: exportQuery } }, async (request, reply) => {
    const stamp = app.clock.now().toISOString().slice(0, 10).replaceAll('-', '');
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="maru-products-${stamp}.csv"; filename*=UTF-8''${encodeURIComponent(`마루_상품_${stamp}.csv`)}`);
    return reply.send(Readable.from(productSheet(app.db, request.query)));
  });

  app.post(
    '/import',
    {
      schema: { tags: ['admin'], summary: '상품 엑셀(CSV) 가져오기: 검사(dryRun) 또는 반영, 오류가 있으면 아무것도 바꾸지 않음', querystring: importQuery, response: { 200: answerOf(importResult) } },
      config: { requestLimit: { name: 'console-product-import', perIp: 120, windowMs: 10 * 60_000 } },
    },
    async (request) => {
      const file = await uploadedFile(request, SHEET_MAX_BYTES);
      const plan = await planImport(app.db, file);
      const summary = { created: plan.creates.length, updated: plan.updatedProducts, errors: plan.errors };
      if (plan.errors.length) {
        if (request.query.dryRun) return ok(summary);
        throw new ApiError(ApiCode.IMPORT_HAS_ERRORS, '파일에 오류가 있어 아무것도 반영하지 않았습니다. 오류를 고친 뒤 다시 올려 주세요.', 200, summary);
      }
      if (request.query.dryRun) return ok(summary);
      const staffId = staffOf(request).staffId;
      const now = app.clock.now();
      const applied = await app.db.transaction().execute(async (trx) => {
        const result = await applyImport(trx, plan, staffId, now, (entry) => recordAudit(trx, { ...auditActor(request), ...entry }));
        await recordAudit(trx, { ...auditActor(request), action: 'product.import', targetType: 'product', targetId: null, before: null, after: { created: summary.created, updated: summary.updated } });
        const alerts = result.restocked.length ? await queueRestockAlerts(trx, result.restocked) : 0;
        return { ...result, alerts };
      });
      if (applied.alerts > 0) deliverSoon(app);
      changed(applied.changedProducts);
      return ok(summary);
    },
  );
};
