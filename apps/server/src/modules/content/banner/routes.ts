import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/http/errors';
import { previewedIds } from '../../../core/security/preview';
import { assembleBanners } from './assemble';
import { listBannerConditions, listBannersOnDisplay } from './queries';
import { bannerListAnswer, bannerListQuery } from './schemas';

export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banner/v1/list',
    {
      schema: {
        tags: ['banner'],
        summary: '노출 중인 배너 목록 (CDC: 노출 순서, 등록일 최신순)',
        querystring: bannerListQuery,
        response: { 200: bannerListAnswer },
      },
    },
    async (request) => {
      // Display periods are instants, so "now" needs no visitor offset. A console preview adds
      // the banners it names, drafts and scheduled ones too (contents are cleaned on read).
      const banners = await listBannersOnDisplay(app.db, request.query.bannerType, app.clock.now(), previewedIds(request, 'banner'));
      const conditions = await listBannerConditions(app.db, banners.map((banner) => banner.bannerSeq));
      // A banner may name the showroom's hours and the like ({showroom.hours}): its module's words, not a copy.
      const bannerList = await Promise.all(
        assembleBanners(banners, conditions).map(async (banner) => ({ ...banner, contents: await app.placeholders.fill(banner.contents, { html: true }) })),
      );
      return ok({ bannerList });
    },
  );
};
