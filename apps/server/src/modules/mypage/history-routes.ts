import { ApiCode, mergeProductViews, productHistoryView, productViewInput, productViewMergeInput, productViewParams, PRODUCT_HISTORY_MAX, type ProductView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ApiError, ok } from '../../core/http/errors';
import { MINUTE, type RequestLimit } from '../../core/security/rate-limit/request-limit';
import { productCard, productCardsByNo } from '../catalogue';
import { memberOf, requireMember } from '../identity';
import { existingProductNos } from '../catalogue';
import { deleteViews, listViews, upsertViews } from './queries';

const tags = ['mypage'];
const PATH = '/mypage/v1/history/product';
// One view per product page opened: 300 in 10 minutes is far past browsing; merges come once per sign-in.
const viewLimit: RequestLimit = { name: 'product-history', perMember: 300, perIp: 600, windowMs: 10 * MINUTE };
const mergeLimit: RequestLimit = { name: 'product-history-merge', perMember: 20, perIp: 60, windowMs: 10 * MINUTE };

/**
 * 최근 본 상품 of a member, kept on the server (guests keep theirs in the browser and post it
 * here once signed in). Every answer is the whole list: it never holds more than 50.
 */
export const productHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);
  app.addHook('preHandler', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The list as cards, newest first; a product gone from the catalogue is left out. */
  async function historyOf(memberId: number) {
    const views = await listViews(app.db, memberId);
    const cards = new Map((await productCardsByNo(app.db, views.map((view) => view.productNo), memberId)).map((row) => [row.productNo, productCard(row)]));
    const list = views.flatMap((view) => {
      const product = cards.get(view.productNo);
      return product ? [{ viewedAt: view.viewedAt.toISOString(), product }] : [];
    });
    return { list, max: PRODUCT_HISTORY_MAX };
  }

  const answer = { 200: answerOf(productHistoryView) };

  app.get(PATH, { schema: { tags, summary: '최근 본 상품 (최신순, 최대 50개)', response: answer } }, async (request) => ok(await historyOf(memberOf(request).memberId)));

  app.post(
    PATH,
    { config: { requestLimit: viewLimit }, schema: { tags, summary: '상품 조회 기록 (다시 본 상품은 맨 앞으로)', body: productViewInput, response: answer } },
    async (request) => {
      const { memberId } = memberOf(request);
      const { productNo } = request.body;
      if (!(await existingProductNos(app.db, [productNo])).has(productNo)) throw new ApiError(ApiCode.NO_DATA, '상품을 찾을 수 없습니다.');
      await upsertViews(app.db, memberId, [{ productNo, viewedAt: app.clock.now().toISOString() }]);
      return ok(await historyOf(memberId));
    },
  );

  app.post(
    `${PATH}/merge`,
    {
      config: { requestLimit: mergeLimit },
      schema: { tags, summary: '비회원 때 본 상품 합치기 (로그인 직후, 시각순·중복 제거·최대 50개)', body: productViewMergeInput, response: answer },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const now = app.clock.now().getTime();
      // The browser's clock may run ahead: a view is never later than now.
      const sent: ProductView[] = request.body.list.map((view) => ({ productNo: view.productNo, viewedAt: new Date(Math.min(Date.parse(view.viewedAt), now)).toISOString() }));
      const known = await existingProductNos(app.db, sent.map((view) => view.productNo));
      await upsertViews(app.db, memberId, mergeProductViews([sent.filter((view) => known.has(view.productNo))]));
      return ok(await historyOf(memberId));
    },
  );

  app.delete(`${PATH}/:productNo`, { schema: { tags, summary: '최근 본 상품 하나 지우기', params: productViewParams, response: answer } }, async (request) => {
    const { memberId } = memberOf(request);
    if ((await deleteViews(app.db, memberId, request.params.productNo)) === 0) throw new ApiError(ApiCode.NO_DATA, '최근 본 상품에 없는 상품입니다.');
    return ok(await historyOf(memberId));
  });

  app.delete(PATH, { schema: { tags, summary: '최근 본 상품 모두 지우기', response: answer } }, async (request) => {
    const { memberId } = memberOf(request);
    await deleteViews(app.db, memberId);
    return ok(await historyOf(memberId));
  });
};
