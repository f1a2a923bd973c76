import { adminBannerListView, adminBannerView, bannerDeletedView, bannerOrderRequest, bannerSeqParams, bannerWriteRequest } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { auditActor } from '../../staff';
import { ContentChange } from '../caches';
import { contentWriteLimit as writeLimit } from './limit';
import { adminBanner, adminBanners, bannerNotFound, createBanner, editBanner, removeBanner, reorderBanners } from '../banner/write';

const tags = ['admin'];

/**
 * 배너 관리 (/api/admin/v1/content/banners): the top banners with their schedule status, in the
 * order the shop tries them; create, edit, reorder and delete, each audited with before and
 * after. The shop's list (GET /api/banner/v1/list) answers a change at once; pages follow
 * within the page cache's ten seconds.
 */
export const bannerConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = async (bannerSeq: number) => {
    const banner = await adminBanner(app.db, bannerSeq, app.clock.now());
    if (!banner) throw bannerNotFound(bannerSeq);
    return banner;
  };
  const changed = () => app.caches.changed(ContentChange.banner);

  app.get('/', { schema: { tags, summary: '배너 목록 (쇼핑몰이 고르는 순서, 게시 상태)', response: { 200: answerOf(adminBannerListView) } } }, async () =>
    ok({ list: await adminBanners(app.db, app.clock.now()) }),
  );

  app.get('/:bannerSeq', { schema: { tags, summary: '배너 하나 (노출 조건 포함)', params: bannerSeqParams, response: { 200: answerOf(adminBannerView) } } }, async (request) =>
    ok(await view(request.params.bannerSeq)),
  );

  app.post('/', { config: writeLimit, schema: { tags, summary: '배너 등록 (목록 맨 뒤)', body: bannerWriteRequest, response: { 200: answerOf(adminBannerView) } } }, async (request) => {
    const bannerSeq = await createBanner(app.db, request.body, auditActor(request), app.clock.now());
    changed();
    return ok(await view(bannerSeq));
  });

  app.put('/order', { config: writeLimit, schema: { tags, summary: '배너 순서 변경 (모든 배너를 쇼핑몰이 고를 순서대로)', body: bannerOrderRequest, response: { 200: answerOf(adminBannerListView) } } }, async (request) => {
    if (await reorderBanners(app.db, request.body.bannerSeqs, auditActor(request))) changed();
    return ok({ list: await adminBanners(app.db, app.clock.now()) });
  });

  app.put('/:bannerSeq', { config: writeLimit, schema: { tags, summary: '배너 수정 (문구, 링크, 색, 닫기, 노출 조건, 게시 일정)', params: bannerSeqParams, body: bannerWriteRequest, response: { 200: answerOf(adminBannerView) } } }, async (request) => {
    await editBanner(app.db, request.params.bannerSeq, request.body, auditActor(request), app.clock.now());
    changed();
    return ok(await view(request.params.bannerSeq));
  });

  app.delete('/:bannerSeq', { config: writeLimit, schema: { tags, summary: '배너 삭제', params: bannerSeqParams, response: { 200: answerOf(bannerDeletedView) } } }, async (request) => {
    await removeBanner(app.db, request.params.bannerSeq, auditActor(request), app.clock.now());
    changed();
    return ok({ bannerSeq: request.params.bannerSeq });
  });
};
