import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/http/errors';
import { previewedIds } from '../../../core/security/preview';
import { memberIdOf } from '../../identity';
import type { EditorialBlockKey } from './blocks';
import { homeSectionsForShop } from './home-sections';
import { readBlock } from './queries';
import { aboutAnswer, aboutPages, aboutParams, homeAnswer } from './schemas';

const pageNotFound = () => new ApiError(ApiCode.NO_DATA, '페이지를 찾을 수 없습니다.', 404);
const isAboutPage = (page: string): page is (typeof aboutPages)[number] => (aboutPages as readonly string[]).includes(page);

export const displayRoutes: FastifyPluginAsyncZod = async (app) => {
  async function block<K extends EditorialBlockKey>(key: K) {
    const body = await readBlock(app.db, key);
    if (body === undefined) throw new ApiError(ApiCode.NO_DATA, '화면 구성 데이터를 찾을 수 없습니다.');
    // Blocks name the showroom's address and hours ({showroom.address}) rather than copy them.
    return app.placeholders.fill(body);
  }

  app.get(
    '/display/v1/home',
    {
      schema: {
        tags: ['display'],
        summary: '홈 화면 영역 (히어로, 카테고리, 둘러보기, 상품 진열, 브랜드, 샘플·쇼룸 안내): 게시 중인 것만, 운영자가 정한 순서로',
        response: { 200: homeAnswer },
      },
    },
    async (request) => {
      const sections = await homeSectionsForShop(app.db, app.clock.now(), previewedIds(request, 'home-section'), () => memberIdOf(request));
      // Sections name the showroom's address and hours ({showroom.address}) rather than copy them.
      return ok({ sections: await app.placeholders.fill(sections) });
    },
  );

  app.get(
    '/display/v1/about/:page',
    { schema: { tags: ['display'], summary: '회사 소개 페이지 (brand, company, people)', params: aboutParams, response: { 200: aboutAnswer } } },
    async (request) => {
      const { page } = request.params;
      if (!isAboutPage(page)) throw pageNotFound();
      switch (page) {
        case 'brand':
          return ok({ page, content: await block('about.brand') });
        case 'company':
          return ok({ page, content: await block('about.company') });
        case 'people':
          return ok({ page, content: await block('about.people') });
      }
    },
  );
};
