import { addOptionValuesRequest, adminOptionCombination, adminProductView, ApiCode, optionSeqParams, productNoParams, renameOptionValueRequest, updateCombinationRequest } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { auditActor, recordAudit } from '../../staff';
import { addOptionValues, lockCombination, renameOptionValue, updateCombination } from './option-write';
import { readConsoleProduct } from './product-read';
import { productNotFound as notFound, type ProductRouteKit, productTags as tags } from './product-routes-kit';
import { lockProduct, refreshSearchColumns, touchProduct } from './product-write';

/** A product's option values (added, which makes new combinations; renamed) and one combination's extra price and sold-out rule. */
export const productOptionRoutes: FastifyPluginAsyncZod<ProductRouteKit> = async (app, { changed, urlOf }) => {
  const addSchema = { tags, summary: '옵션 값 추가 (새 조합을 만든다)', params: productNoParams, body: addOptionValuesRequest, response: { 200: answerOf(adminProductView) } };
  app.post('/:productNo/options/values', { schema: addSchema }, async (request) => {
    const { productNo } = request.params;
    await app.db.transaction().execute(async (trx) => {
      if (!(await lockProduct(trx, productNo))) throw notFound(productNo);
      const { before, after } = await addOptionValues(trx, productNo, request.body);
      await touchProduct(trx, productNo, app.clock.now());
      await refreshSearchColumns(trx, productNo);
      await recordAudit(trx, {
        ...auditActor(request), action: 'option.update', targetType: 'product', targetId: productNo,
        before: { optionValues: before }, after: { optionValues: after, level: request.body.level + 1, stockCnt: request.body.stockCnt },
      });
    });
    changed([productNo]);
    return ok((await readConsoleProduct(app.db, productNo, urlOf))!);
  });

  const renameSchema = { tags, summary: '옵션 값 이름 바꾸기 (조합의 번호·재고·이력은 그대로; 이미 한 주문은 주문 때 이름)', params: productNoParams, body: renameOptionValueRequest, response: { 200: answerOf(adminProductView) } };
  app.patch('/:productNo/options/values', { schema: renameSchema }, async (request) => {
    const { productNo } = request.params;
    await app.db.transaction().execute(async (trx) => {
      if (!(await lockProduct(trx, productNo))) throw notFound(productNo);
      const { before, after } = await renameOptionValue(trx, productNo, request.body);
      if (after.every((name, index) => name === before[index])) return;
      await touchProduct(trx, productNo, app.clock.now());
      // Option values are search terms (search-columns.ts).
      await refreshSearchColumns(trx, productNo);
      await recordAudit(trx, {
        ...auditActor(request), action: 'option.update', targetType: 'product', targetId: productNo,
        before: { optionValues: before }, after: { optionValues: after, level: request.body.level + 1 },
      });
    });
    changed([productNo]);
    return ok((await readConsoleProduct(app.db, productNo, urlOf))!);
  });

  const combinationSchema = { tags, summary: '옵션 조합 수정 (추가금액, 품절 시)', params: optionSeqParams, body: updateCombinationRequest, response: { 200: answerOf(adminOptionCombination) } };
  app.patch('/options/:itemGroupSeq', { schema: combinationSchema }, async (request) => {
    const { itemGroupSeq } = request.params;
    const row = await app.db.transaction().execute(async (trx) => {
      const current = await lockCombination(trx, itemGroupSeq);
      if (!current) throw new ApiError(ApiCode.OPTION_NOT_FOUND, '옵션을 찾을 수 없습니다.');
      const next = { extraPrice: request.body.extraPrice ?? current.extra_price, stockLostType: request.body.stockLostType ?? current.stock_lost_type };
      const updatedRow = await updateCombination(trx, itemGroupSeq, next, app.clock.now());
      await recordAudit(trx, {
        ...auditActor(request), action: 'option.update', targetType: 'product_option', targetId: itemGroupSeq,
        before: { extraPrice: current.extra_price, stockLostType: current.stock_lost_type }, after: next,
      });
      return updatedRow;
    });
    changed([row.product_no]);
    return ok({ itemGroupSeq: row.item_group_seq, values: row.item_names, extraPrice: row.extra_price, stockCnt: row.stock_cnt, stockLostType: row.stock_lost_type });
  });
};
