import { optionSeqParams, stockLedgerQuery, stockLedgerView, stockMoveRequest, stockMoveResult } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { deliverSoon } from '../../message';
import { auditActor, recordAudit, staffNames, staffOf } from '../../staff';
import { queueRestockAlerts } from '../restock-alerts';
import { type ProductRouteKit, productTags as tags } from './product-routes-kit';
import { moveStockBy, stockLedger } from './stock-moves';

/** An option's stock moves (입고, 조정, 반품 입고; each in the stock ledger) and its ledger. */
export const productStockRoutes: FastifyPluginAsyncZod<Pick<ProductRouteKit, 'changed'>> = async (app, { changed }) => {
  const moveSchema = { tags, summary: '재고 입고·조정·반품 입고 (재고 원장에 기록)', params: optionSeqParams, body: stockMoveRequest, response: { 200: answerOf(stockMoveResult) } };
  app.post('/options/:itemGroupSeq/stock', { schema: moveSchema }, async (request) => {
    const { itemGroupSeq } = request.params;
    const { change, reason, memo } = request.body;
    const outcome = await app.db.transaction().execute(async (trx) => {
      const moved = await moveStockBy(trx, itemGroupSeq, change, { reason, memo, staffId: staffOf(request).staffId });
      await recordAudit(trx, {
        ...auditActor(request), action: 'stock.change', targetType: 'product_option', targetId: itemGroupSeq,
        before: { stockCnt: moved.before }, after: { stockCnt: moved.after, reason, change, memo },
      });
      // Stock coming back from 0 answers the restock alerts waiting for it, as it always has.
      const alertsSent = moved.before === 0 && moved.after > 0 ? await queueRestockAlerts(trx, [itemGroupSeq]) : 0;
      return { ...moved, alertsSent };
    });
    if (outcome.alertsSent > 0) deliverSoon(app);
    changed([outcome.productNo]);
    return ok({ itemGroupSeq, stockCnt: outcome.after, alertsSent: outcome.alertsSent });
  });

  const ledgerSchema = { tags, summary: '옵션 재고 원장', params: optionSeqParams, querystring: stockLedgerQuery, response: { 200: answerOf(stockLedgerView) } };
  app.get('/options/:itemGroupSeq/ledger', { schema: ledgerSchema }, async (request) => {
    const { page, size } = request.query;
    const { rows, total } = await stockLedger(app.db, request.params.itemGroupSeq, (page - 1) * size, size);
    const names = await staffNames(app.db, rows.flatMap((row) => (row.staff_id === null ? [] : [row.staff_id])));
    const list = rows.map((row) => ({
      ledgerId: Number(row.ledger_id),
      change: row.change,
      stockAfter: row.stock_after,
      reason: row.reason,
      memo: row.memo,
      staffName: row.staff_id === null ? null : (names.get(row.staff_id) ?? null),
      orderNo: row.order_no,
      createdAt: row.created_at.toISOString(),
    }));
    return ok({ list, total, page, size });
  });
};
