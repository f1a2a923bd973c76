import { ApiCode, optionParams, stockChangeRequest } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { deliverSoon } from '../../message';
import { auditActor, recordAudit, staffOf } from '../../staff';
import { setStockTo } from './stock-moves';
import { queueRestockAlerts } from '../restock-alerts';

/**
 * The operator's stock change for one option (/api/admin/v1/catalogue, mounted with
 * consoleSection). Stock coming back from 0 answers the restock alerts waiting for it, in
 * the same transaction as the change and its audit entry. (The catalogue's own console
 * screens come with a later issue; this is the one change the after-sale flows need.)
 */
export const catalogueConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/options/:itemGroupSeq/stock',
    { schema: { tags: ['admin'], summary: '옵션 재고 변경', params: optionParams, body: stockChangeRequest, response: { 200: answerOf(z.object({ itemGroupSeq: z.number().int(), stockCnt: z.number().int(), alertsSent: z.number().int() })) } } },
    async (request) => {
      const { itemGroupSeq } = request.params;
      const alertsSent = await app.db.transaction().execute(async (trx) => {
        const moved = await setStockTo(trx, itemGroupSeq, request.body.stockCnt, { reason: 'ADJUST', memo: '', staffId: staffOf(request).staffId });
        if (!moved) throw new ApiError(ApiCode.OPTION_NOT_FOUND, '옵션을 찾을 수 없습니다.');
        const stockCnt = moved.before;
        await recordAudit(trx, { ...auditActor(request), action: 'stock.change', targetType: 'product_option', targetId: itemGroupSeq, before: { stockCnt }, after: { stockCnt: request.body.stockCnt } });
        return stockCnt === 0 && request.body.stockCnt > 0 ? queueRestockAlerts(trx, [itemGroupSeq]) : 0;
      });
      if (alertsSent > 0) deliverSoon(app);
      return ok({ itemGroupSeq, stockCnt: request.body.stockCnt, alertsSent });
    },
  );
};
