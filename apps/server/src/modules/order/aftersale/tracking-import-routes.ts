import { ApiCode, trackingImportQuery, trackingImportResult } from '@maru/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedFile } from '../../../core/files/csv-upload';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { auditActor } from '../../staff';
import { orderDeps } from '../deps';
import { applyTrackingImport, planTrackingImport } from './tracking-import';

/** A 송장 file is a few hundred KB at most (5,000 rows); more is refused before it is read. */
export const SHEET_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST /orders/tracking/import (multipart field `file`): `dryRun=true` checks the 송장 file
 * and reports each problem by row and column; `false` ships every row or, with a problem,
 * nothing (answered with the problems and a code other than 0). Encapsulated: multipart is
 * accepted here only, inside the orders section (its staff roles).
 */
export const trackingImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: SHEET_MAX_BYTES, fields: 5 } });
  const deps = orderDeps(app);

  app.post(
    '/import',
    {
      schema: {
        tags: ['admin'],
        summary: '송장 일괄 등록 (CSV: 주문번호, 주문상품번호, 택배사, 송장번호): 검사(dryRun) 또는 반영, 오류가 있으면 아무것도 바꾸지 않음',
        querystring: trackingImportQuery,
        response: { 200: answerOf(trackingImportResult) },
      },
      config: { requestLimit: { name: 'console-tracking-import', perIp: 120, windowMs: 10 * MINUTE } },
    },
    async (request) => {
      const file = await uploadedFile(request, SHEET_MAX_BYTES);
      const plan = await planTrackingImport(app.db, file);
      const summary = { shipped: plan.shipped, errors: plan.errors };
      if (request.query.dryRun) return ok(summary);
      if (plan.errors.length) throw new ApiError(ApiCode.TRACKING_IMPORT_HAS_ERRORS, '송장 파일에 오류가 있어 아무것도 반영하지 않았습니다. 오류를 고친 뒤 다시 올려 주세요.', 200, summary);
      return ok({ shipped: await applyTrackingImport(deps, plan, auditActor(request)), errors: [] });
    },
  );
};
