import {
  addOptionValuesRequest, adminOptionCombination, adminProductListView, adminProductQuery, adminProductView, ApiCode, bulkProductRequest, bulkProductResult, changedSellingPrice,
  createProductRequest, lowStockView, renameOptionValueRequest, optionSeqParams, pageNumberParam, pageSizeParam, percentProblem, productChoicesView, productNoParams, stockLedgerQuery, stockLedgerView, stockMoveRequest,
  stockMoveResult, updateCombinationRequest, updateProductRequest, type UpdateProductRequest,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, answerOf, ok } from '../../../core/errors';
import { deliverSoon } from '../../message';
import { auditActor, recordAudit, staffNames, staffOf } from '../../staff';
import { productChangeReporter } from '../console/after-write';
import { countConsoleProducts, listConsoleProducts, lowStockRows } from '../console/product-list';
import { consoleChoices, readConsoleProduct } from '../console/product-read';
import { createProduct, listingCategories, lockProduct, productState, refreshSearchColumns, touchProduct, updateProduct } from '../console/product-write';
import { addOptionValues, lockCombination, renameOptionValue, updateCombination } from '../console/option-write';
import { moveStockBy, stockLedger } from '../console/stock-moves';
import { queueRestockAlerts } from '../restock-alerts';
import { fileRoutes } from './console-files';
import { pictureRoutes, pictureUrls } from './console-pictures';
import { sheetRoutes } from './console-sheets';

const notFound = (productNo: number) => new ApiError(ApiCode.PRODUCT_NOT_FOUND, `상품 ${productNo}번을 찾을 수 없습니다.`);

/**
 * The console's catalogue (/api/admin/v1/products, mounted with consoleSection for the
 * catalogue roles): the product list, a product's page, its creation and edits, bulk
 * changes, stock moves with their ledger, and the spreadsheet (console-sheets.ts). Every
 * change is audited with before/after in its own transaction and reported to the caches
 * once committed.
 */
export const productConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = productChangeReporter(app);
  const { urlOf } = pictureUrls(app);
  const tags = ['admin'];

  app.get('/', { schema: { tags, summary: '상품 목록 (검색·필터)', querystring: adminProductQuery, response: { 200: answerOf(adminProductListView) } } }, async (request) => {
    const query = request.query;
    const [list, total] = await Promise.all([listConsoleProducts(app.db, query), countConsoleProducts(app.db, query)]);
    return ok({ list, total, page: query.page, size: query.size });
  });

  app.get('/choices', { schema: { tags, summary: '브랜드·카테고리 선택지', response: { 200: answerOf(productChoicesView) } } }, async () => ok(await consoleChoices(app.db)));

  app.get(
    '/low-stock',
    { schema: { tags, summary: '재고 부족 옵션', querystring: z.strictObject({ page: pageNumberParam, size: pageSizeParam(100, 30) }), response: { 200: answerOf(lowStockView) } } },
    async (request) => {
      const { page, size } = request.query;
      const { list, total } = await lowStockRows(app.db, (page - 1) * size, size);
      return ok({ list, total, page, size });
    },
  );

  app.get('/:productNo', { schema: { tags, summary: '상품 상세 (편집용)', params: productNoParams, response: { 200: answerOf(adminProductView) } } }, async (request) => {
    const product = await readConsoleProduct(app.db, request.params.productNo, urlOf);
    if (!product) throw notFound(request.params.productNo);
    return ok(product);
  });

  app.post(
    '/',
    { schema: { tags, summary: '상품 등록 (옵션 조합 포함)', body: createProductRequest, response: { 200: answerOf(adminProductView) } }, config: { requestLimit: { name: 'console-product-create', perIp: 600, windowMs: 60_000 } } },
    async (request) => {
      const now = app.clock.now();
      const { productNo } = await app.db.transaction().execute(async (trx) => {
        const created = await createProduct(trx, request.body, now);
        const { options, ...fields } = request.body;
        await recordAudit(trx, { ...auditActor(request), action: 'product.create', targetType: 'product', targetId: created.productNo, before: null, after: { ...fields, combinations: options.combinations.length } });
        return created;
      });
      changed([productNo]);
      return ok((await readConsoleProduct(app.db, productNo, urlOf))!);
    },
  );

  app.patch('/:productNo', { schema: { tags, summary: '상품 수정 (보낸 항목만)', params: productNoParams, body: updateProductRequest, response: { 200: answerOf(adminProductView) } } }, async (request) => {
    const { productNo } = request.params;
    await app.db.transaction().execute(async (trx) => {
      if (!(await lockProduct(trx, productNo))) throw notFound(productNo);
      const { before, after } = await updateProduct(trx, productNo, request.body, app.clock.now());
      if (Object.keys(after).length) await recordAudit(trx, { ...auditActor(request), action: 'product.update', targetType: 'product', targetId: productNo, before, after });
    });
    changed([productNo]);
    return ok((await readConsoleProduct(app.db, productNo, urlOf))!);
  });

  app.post('/bulk', { schema: { tags, summary: '선택 상품 일괄 변경 (판매 상태, 판매가, 카테고리)', body: bulkProductRequest, response: { 200: answerOf(bulkProductResult) } } }, async (request) => {
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

  app.post(
    '/:productNo/options/values',
    { schema: { tags, summary: '옵션 값 추가 (새 조합을 만든다)', params: productNoParams, body: addOptionValuesRequest, response: { 200: answerOf(adminProductView) } } },
    async (request) => {
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
    },
  );

  app.patch(
    '/:productNo/options/values',
    { schema: { tags, summary: '옵션 값 이름 바꾸기 (조합의 번호·재고·이력은 그대로; 이미 한 주문은 주문 때 이름)', params: productNoParams, body: renameOptionValueRequest, response: { 200: answerOf(adminProductView) } } },
    async (request) => {
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
    },
  );

  app.patch(
    '/options/:itemGroupSeq',
    { schema: { tags, summary: '옵션 조합 수정 (추가금액, 품절 시)', params: optionSeqParams, body: updateCombinationRequest, response: { 200: answerOf(adminOptionCombination) } } },
    async (request) => {
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
    },
  );

  app.post(
    '/options/:itemGroupSeq/stock',
    { schema: { tags, summary: '재고 입고·조정·반품 입고 (재고 원장에 기록)', params: optionSeqParams, body: stockMoveRequest, response: { 200: answerOf(stockMoveResult) } } },
    async (request) => {
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
    },
  );

  app.get(
    '/options/:itemGroupSeq/ledger',
    { schema: { tags, summary: '옵션 재고 원장', params: optionSeqParams, querystring: stockLedgerQuery, response: { 200: answerOf(stockLedgerView) } } },
    async (request) => {
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
    },
  );

  await app.register(sheetRoutes, { changed });
  await app.register(pictureRoutes, { changed });
  await app.register(fileRoutes, { changed });
};
