import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/errors';
import type { EditorialBlockKey } from './blocks';
import { heroImage } from './hero-image';
import { readBlock } from './queries';
import { aboutAnswer, aboutPages, aboutParams, homeAnswer } from './schemas';

const pageNotFound = () => new ApiError(ApiCode.NO_DATA, '페이지를 찾을 수 없습니다.', 404);

const isAboutPage = (page: string): page is (typeof aboutPages)[number] => (aboutPages as readonly string[]).includes(page);

export const displayRoutes: FastifyPluginAsyncZod = async (app) => {
  async function block<K extends EditorialBlockKey>(key: K) {
    const body = await readBlock(app.db, key);
    if (body === undefined) throw new ApiError(ApiCode.NO_DATA, '화면 구성 데이터를 찾을 수 없습니다.');
    return body;
  }

  app.get(
    '/display/v1/home',
    {
      schema: {
        tags: ['display'],
        summary: '홈 화면 편집 영역 (히어로, 샘플·쇼룸 안내, 카테고리 바로가기); 상품 목록은 검색 API',
        response: { 200: homeAnswer },
      },
    },
    async () => {
      const [slides, samplePromotion, showroomInvitation, categoryShortcuts] = await Promise.all([
        block('home.heroSlides'),
        block('home.samplePromotion'),
        block('home.showroomInvitation'),
        block('home.categoryShortcuts'),
      ]);
      const heroSlides = slides.map(({ imageKey, ...slide }) => ({ ...slide, image: heroImage(imageKey) }));
      return ok({ heroSlides, samplePromotion, showroomInvitation, categoryShortcuts });
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
