import { adminStylingView, stylingNoParams, stylingWrite } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { auditActor, recordAudit } from '../../staff';
import { consoleStyling, insertStyling, lockStyling, replaceHotspots, settleImages, updateStyling, writeFirstPhoto } from './queries';
import { auditStateOf, check, fieldsOf, hotspotsOfWrite, notFound, removeFiles, STYLING_TOPIC, type StylingRouteKit, stylingView, tags, writeLimit } from './styling-kit';

/** One room, its creation and its edits (title, tags, description, the photo and its hotspots in order, schedule). */
export const stylingEditRoutes: FastifyPluginAsyncZod<StylingRouteKit> = async (app, { urlOf }) => {
  const view = (stylingNo: number) => stylingView(app, stylingNo, urlOf);

  const readSchema = { tags, summary: '스타일링 상세 (사진과 상품 태그)', params: stylingNoParams, response: { 200: answerOf(adminStylingView) } };
  app.get('/:stylingNo', { schema: readSchema }, async (request) => ok(await view(request.params.stylingNo)));

  const createSchema = { tags, summary: '스타일링 만들기', body: stylingWrite, response: { 200: answerOf(adminStylingView) } };
  app.post('/', { config: writeLimit, schema: createSchema }, async (request) => {
    const write = request.body;
    const now = app.clock.now();
    const stylingNo = await app.db.transaction().execute(async (trx) => {
      await check(trx, write, null);
      const created = await insertStyling(trx, fieldsOf(write, now, null));
      await writeFirstPhoto(trx, created, write.photoCaption, write.photoImageId);
      await replaceHotspots(trx, created, hotspotsOfWrite(write));
      await settleImages(trx, created);
      await recordAudit(trx, { ...auditActor(request), action: 'styling.create', targetType: 'styling', targetId: created, before: null, after: await auditStateOf(trx, (await consoleStyling(trx, created))!) });
      return created;
    });
    app.caches.changed({ topic: STYLING_TOPIC, key: String(stylingNo) });
    return ok(await view(stylingNo));
  });

  const updateSchema = { tags, summary: '스타일링 고치기 (첫 사진의 상품 태그 전체를 새 순서로)', params: stylingNoParams, body: stylingWrite, response: { 200: answerOf(adminStylingView) } };
  app.put('/:stylingNo', { config: writeLimit, schema: updateSchema }, async (request) => {
    const { stylingNo } = request.params;
    const write = request.body;
    const now = app.clock.now();
    const unused = await app.db.transaction().execute(async (trx) => {
      if (!(await lockStyling(trx, stylingNo))) throw notFound();
      const current = (await consoleStyling(trx, stylingNo))!;
      const before = await auditStateOf(trx, current);
      await check(trx, write, stylingNo);
      await updateStyling(trx, stylingNo, fieldsOf(write, now, current));
      await writeFirstPhoto(trx, stylingNo, write.photoCaption, write.photoImageId);
      await replaceHotspots(trx, stylingNo, hotspotsOfWrite(write));
      const keys = await settleImages(trx, stylingNo);
      const after = await auditStateOf(trx, (await consoleStyling(trx, stylingNo))!);
      if (JSON.stringify(before) !== JSON.stringify(after)) await recordAudit(trx, { ...auditActor(request), action: 'styling.update', targetType: 'styling', targetId: stylingNo, before, after });
      return keys;
    });
    app.caches.changed({ topic: STYLING_TOPIC, key: String(stylingNo) });
    await removeFiles(app, request, unused);
    return ok(await view(stylingNo));
  });
};
