import { ApiCode } from '@maru/domain';
import { ApiError, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { memberIdOf, memberOf, requireMember } from '../../identity';
import { isLiked, likedTargets, likeTargetExists, listBrands, productCardsByNo, toggleLike } from '../queries';
import { likeAnswer, likeBody, likeListAnswer, likeListQuery, likeParams, likeQuery } from '../schemas';
import { productCard, yn } from '../views';
import { type App, NO_STORE } from './deps';

export function likeRoutes(app: App): void {
  app.post(
    '/like/v1/:type',
    {
      preHandler: requireMember,
      // Tapping hearts down a product list is quick, yet 120 toggles in 10 minutes is a lot
      // of shopping; the address gets twice that for members sharing it.
      config: { requestLimit: { name: 'like', perMember: 120, perIp: 240, windowMs: 10 * MINUTE } },
      schema: { tags: ['catalogue'], summary: '좋아요 켜기/끄기 (회원)', params: likeParams, body: likeBody, response: { 200: likeAnswer } },
    },
    async (request) => {
      const { type } = request.params;
      const { targetNo } = request.body;
      if (!(await likeTargetExists(app.db, type, targetNo))) throw new ApiError(ApiCode.NO_DATA, '좋아요할 대상을 찾을 수 없습니다.');
      const like = await toggleLike(app.db, memberOf(request).memberId, type, targetNo);
      return ok({ like, likeYn: yn(like) });
    },
  );

  app.get(
    '/like/v1/:type',
    {
      schema: {
        tags: ['catalogue'],
        summary: '좋아요 여부 (비회원은 항상 false)',
        description: '상품 화면이 비회원에게도 부르는 확인 호출이라, 로그인 없이는 403 대신 like=false로 답한다.',
        params: likeParams,
        querystring: likeQuery,
        response: { 200: likeAnswer },
      },
    },
    async (request, reply) => {
      const memberId = await memberIdOf(request);
      const like = memberId !== undefined && (await isLiked(app.db, memberId, request.params.type, request.query.targetNo));
      reply.header('cache-control', NO_STORE);
      return ok({ like, likeYn: yn(like) });
    },
  );

  app.get(
    '/mypage/v1/like/:type/list',
    {
      preHandler: requireMember,
      schema: { tags: ['catalogue'], summary: '내가 좋아요한 상품·브랜드 (최근 순)', params: likeParams, querystring: likeListQuery, response: { 200: likeListAnswer } },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const { page, size } = request.query;
      const { targetNos, totalCount } = await likedTargets(app.db, memberId, request.params.type, (page - 1) * size, size);
      reply.header('cache-control', NO_STORE);
      if (request.params.type === 'product') {
        return ok({ totalCount, productList: (await productCardsByNo(app.db, targetNos, memberId)).map(productCard) });
      }
      const brands = new Map((await listBrands(app.db)).map((brand) => [brand.brandNo, brand]));
      const brandList = targetNos.flatMap((brandNo) => {
        const brand = brands.get(brandNo);
        return brand ? [{ brandNo, brandName: brand.nameKo, brandNameLatin: brand.nameLatin, brandCountry: brand.countryKo }] : [];
      });
      return ok({ totalCount, brandList });
    },
  );
}
