import { adminProductView, createProductRequest, productNoParams, updateProductRequest } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { auditActor, recordAudit } from '../../staff';
import { readConsoleProduct } from './product-read';
import { productNotFound as notFound, type ProductRouteKit, productTags as tags } from './product-routes-kit';
import { createProduct, lockProduct, updateProduct } from './product-write';

/** A product's page for editing, its creation (with its option combinations) and its edits (the fields sent only). */
export const productEditRoutes: FastifyPluginAsyncZod<ProductRouteKit> = async (app, { changed, urlOf }) => {
  const readSchema = { tags, summary: '상품 상세 (편집용)', params: productNoParams, response: { 200: answerOf(adminProductView) } };
  app.get('/:productNo', { schema: readSchema }, async (request) => {
    const product = await readConsoleProduct(app.db, request.params.productNo, urlOf);
    if (!product) throw notFound(request.params.productNo);
    return ok(product);
  });

  const createSchema = { tags, summary: '상품 등록 (옵션 조합 포함)', body: createProductRequest, response: { 200: answerOf(adminProductView) } };
  const createConfig = { requestLimit: { name: 'console-product-create', perIp: 600, windowMs: 60_000 } };
  app.post('/', { schema: createSchema, config: createConfig }, async (request) => {
    const now = app.clock.now();
    const { productNo } = await app.db.transaction().execute(async (trx) => {
      const created = await createProduct(trx, request.body, now);
      const { options, ...fields } = request.body;
      await recordAudit(trx, { ...auditActor(request), action: 'product.create', targetType: 'product', targetId: created.productNo, before: null, after: { ...fields, combinations: options.combinations.length } });
      return created;
    });
    changed([productNo]);
    return ok((await readConsoleProduct(app.db, productNo, urlOf))!);
  });

  const updateSchema = { tags, summary: '상품 수정 (보낸 항목만)', params: productNoParams, body: updateProductRequest, response: { 200: answerOf(adminProductView) } };
  app.patch('/:productNo', { schema: updateSchema }, async (request) => {
    const { productNo } = request.params;
    await app.db.transaction().execute(async (trx) => {
      if (!(await lockProduct(trx, productNo))) throw notFound(productNo);
      const { before, after } = await updateProduct(trx, productNo, request.body, app.clock.now());
      if (Object.keys(after).length) await recordAudit(trx, { ...auditActor(request), action: 'product.update', targetType: 'product', targetId: productNo, before, after });
    });
    changed([productNo]);
    return ok((await readConsoleProduct(app.db, productNo, urlOf))!);
  });
};
