import { ApiCode, MaruApiCode, rowStatus } from '@maru/domain';
import { ApiError, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { memberIdOf, memberOf, requireMember } from '../../identity';
import { findOptionRow, hasOpenStockAlim, insertStockAlim } from '../queries';
import { stockAlimAnswer, stockAlimBody, stockAlimQuery } from '../schemas';
import { type App, NO_STORE } from './deps';

export function stockRoutes(app: App): void {
  app.post(
    '/stock/v1/alim',
    {
      preHandler: requireMember,
      // Each alert is a row and, later, a message sent; a shopper asks for a handful.
      config: { requestLimit: { name: 'restock-alert', perMember: 30, perIp: 60, windowMs: 10 * MINUTE } },
      schema: {
        tags: ['catalogue'],
        summary: '재입고 알림 신청 (회원, 품절이면서 재입고 알림 상태인 옵션만)',
        body: stockAlimBody,
        response: { 200: stockAlimAnswer },
      },
    },
    async (request) => {
      const { productNo, itemGroupSeq } = request.body;
      const row = await findOptionRow(app.db, itemGroupSeq);
      if (!row || row.productNo !== productNo) throw new ApiError(MaruApiCode.OPTION_NOT_FOUND, '선택한 옵션을 찾을 수 없습니다.');
      const status = rowStatus(row);
      if (status === 'AVAILABLE') throw new ApiError(ApiCode.DEFAULT_ERROR, '구매할 수 있는 옵션입니다. 재입고 알림은 품절된 옵션에만 신청할 수 있습니다.');
      if (status === 'SALE_CLOSE') throw new ApiError(ApiCode.DEFAULT_ERROR, '판매가 종료된 옵션은 재입고 알림을 신청할 수 없습니다.');
      const created = await insertStockAlim(app.db, memberOf(request).memberId, productNo, itemGroupSeq);
      if (!created) throw new ApiError(MaruApiCode.RESTOCK_ALREADY_REQUESTED, '이미 재입고 알림을 신청한 상품입니다.');
      return ok({ alim: true });
    },
  );

  app.get(
    '/stock/v1/alim/apply',
    {
      schema: {
        tags: ['catalogue'],
        summary: '재입고 알림 신청 여부 (비회원은 항상 false)',
        querystring: stockAlimQuery,
        response: { 200: stockAlimAnswer },
      },
    },
    async (request, reply) => {
      const { itemGroupSeq } = request.query;
      if (!(await findOptionRow(app.db, itemGroupSeq))) throw new ApiError(ApiCode.NO_DATA, '선택한 옵션을 찾을 수 없습니다.');
      const memberId = await memberIdOf(request);
      reply.header('cache-control', NO_STORE);
      return ok({ alim: memberId !== undefined && (await hasOpenStockAlim(app.db, memberId, itemGroupSeq)) });
    },
  );
}
