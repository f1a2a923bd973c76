import { inspirationDeleteResult, stylingNoParams } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { auditActor, recordAudit } from '../../staff';
import { consoleStyling, consoleStylingPage, deleteImages, deleteStyling, imageIdsOf, lockStyling } from './queries';
import { auditStateOf, notFound, removeFiles, STYLING_TOPIC, tags, writeLimit } from './styling-kit';

/** A room deleted with its uploaded photos' files; answers how many rooms are left. */
export const stylingDeleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deleteSchema = { tags, summary: '스타일링 지우기 (올린 사진 파일도 지움)', params: stylingNoParams, response: { 200: answerOf(inspirationDeleteResult) } };
  app.delete('/:stylingNo', { config: writeLimit, schema: deleteSchema }, async (request) => {
    const { stylingNo } = request.params;
    const removed = await app.db.transaction().execute(async (trx) => {
      if (!(await lockStyling(trx, stylingNo))) throw notFound();
      const before = await auditStateOf(trx, (await consoleStyling(trx, stylingNo))!);
      const imageIds = await imageIdsOf(trx, stylingNo);
      await deleteStyling(trx, stylingNo);
      const keys = await deleteImages(trx, imageIds);
      await recordAudit(trx, { ...auditActor(request), action: 'styling.delete', targetType: 'styling', targetId: stylingNo, before, after: null });
      return keys;
    });
    app.caches.changed({ topic: STYLING_TOPIC, key: String(stylingNo) });
    await removeFiles(app, request, removed);
    const { total } = await consoleStylingPage(app.db, { page: 1, size: 1 }, app.clock.now());
    return ok({ total });
  });
};
