import { ApiCode, bulkProductRequest, bulkProductResult, changedSellingPrice, percentProblem, type UpdateProductRequest } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { auditActor, recordAudit } from '../../staff';
import { type ProductRouteKit, productTags as tags } from './product-routes-kit';
import { listingCategories, lockProduct, productState, updateProduct } from './product-write';

/** The chosen products changed at once (판매 상태, 판매가, 카테고리): each product audited on its own, refusals reported per product. */
export const productBulkRoutes: FastifyPluginAsyncZod<Pick<ProductRouteKit, 'changed'>> = async (app, { changed }) => {
  const bulkSchema = { tags, summary: '선택 상품 일괄 변경 (판매 상태, 판매가, 카테고리)', body: bulkProductRequest, response: { 200: answerOf(bulkProductResult) } };
  app.post('/bulk', { schema: bulkSchema }, async (request) => {
    const { productNos, action } = request.body;
    const now = app.clock.now();
    if (action.kind === 'category') await listingCategories(app.db, action.categoryNo);
    // A percentage changes 판매가 by at most all of it (value-rules/quantities.ts); −10 is 10 % off.
    const percent = action.kind === 'price' && action.mode === 'PERCENT' ? percentProblem(Math.abs(action.value), 'value', '판매가 변경 비율') : null;
    if (percent) throw new ApiError(ApiCode.REQUIRED_PARAMETER, percent.message, 400);
    const result = await app.db.transaction().execute(async (trx) => {
      const updated: number[] = [];
      const skipped: { productNo: number; reason: string }[] = [];
      for (const productNo of [...new Set(productNos)].sort((a, b) => a - b)) {
        if (!(await lockProduct(trx, productNo))) {
          skipped.push({ productNo, reason: '없는 상품입니다.' });
          continue;
        }
        let edit: UpdateProductRequest;
        if (action.kind === 'status') edit = { status: action.status };
        else if (action.kind === 'category') edit = { categoryNo: action.categoryNo };
        else {
          // The two prices alone: the product's whole console view (options, pictures, notice) is not needed here.
          const product = (await productState(trx, productNo))!;
          edit = { sellingPrice: changedSellingPrice(product, action) };
        }
        try {
          const { before, after } = await updateProduct(trx, productNo, edit, now);
          if (!Object.keys(after).length) continue;
          await recordAudit(trx, { ...auditActor(request), action: 'product.bulk', targetType: 'product', targetId: productNo, before, after });
          updated.push(productNo);
        } catch (error) {
          // Refusals come before any write of the product (updateProduct checks first).
          if (!(error instanceof ApiError)) throw error;
          skipped.push({ productNo, reason: error.message });
        }
      }
      return { updated, skipped };
    });
    changed(result.updated);
    return ok({ updated: result.updated.length, skipped: result.skipped });
  });
};
