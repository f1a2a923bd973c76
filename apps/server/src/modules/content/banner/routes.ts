import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/errors';
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
      // Display periods are instants, so "now" needs no visitor offset.
      const banners = await listBannersOnDisplay(app.db, request.query.bannerType, app.clock.now());
      const conditions = await listBannerConditions(app.db, banners.map((banner) => banner.bannerSeq));
      return ok({ bannerList: assembleBanners(banners, conditions) });
    },
  );
};
