import { ApiCode, brandNoParams, shopBrandData } from '@maru/domain';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { cacheControl } from '../../../core/http/reply';
import { listDeliveryMethods } from '../queries';
import { categoryTreeAnswer, deliveryMethodsAnswer, filterTreeAnswer } from '../schemas';
import { categoryTree, filterTree } from '../taxonomy';
import { type App, REFERENCE_CACHE, type RouteDeps } from './deps';

export function taxonomyRoutes(app: App, { taxonomyOf }: RouteDeps): void {
  const reference = { preHandler: cacheControl(REFERENCE_CACHE) };

  app.get(
    '/category/v1/all',
    { ...reference, schema: { tags: ['catalogue'], summary: '카테고리 전체 (2단계 트리: 상품·프리미엄·브랜드)', response: { 200: categoryTreeAnswer } } },
    async () => ok({ categoryList: categoryTree((await taxonomyOf(app.db)).categories) }),
  );

  app.get(
    '/brand/v1/:brandNo',
    { ...reference, schema: { tags: ['catalogue'], summary: '브랜드 정보 (이름·국가·소개·로고, 브랜드 목록 카테고리)', params: brandNoParams, response: { 200: answerOf(shopBrandData) } } },
    async (request) => {
      const { brands, categories } = await taxonomyOf(app.db);
      const brand = brands.find((candidate) => candidate.brandNo === request.params.brandNo);
      if (!brand) throw new ApiError(ApiCode.BRAND_NOT_FOUND, '브랜드를 찾을 수 없습니다.');
      const list = categories.find((category) => category.categoryType === 'BRAND' && category.brandNo === brand.brandNo);
      return ok({
        brandNo: brand.brandNo,
        brandName: brand.nameKo,
        brandNameLatin: brand.nameLatin,
        brandCountry: brand.countryKo,
        description: brand.description,
        logoUrl: brand.logoUrl,
        categoryNo: list?.categoryNo ?? null,
      });
    },
  );

  app.get(
    '/product/v1/filter/list',
    { ...reference, schema: { tags: ['catalogue'], summary: '필터 전체 (3단계: 필터 → 항목 → 적용 카테고리)', response: { 200: filterTreeAnswer } } },
    async () => ok({ filterList: filterTree((await taxonomyOf(app.db)).filterItems) }),
  );

  app.get(
    '/delivery/v1/method/list',
    { ...reference, schema: { tags: ['catalogue'], summary: '배송 방법 목록', response: { 200: deliveryMethodsAnswer } } },
    async () => ok({ methodList: await listDeliveryMethods(app.db) }),
  );
}
