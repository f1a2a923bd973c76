import {
  brandNoParams, categoryChangeResult, categoryNoParams, consoleBrand, consoleBrandList, consoleCategoryTree, createCategoryRequest, reorderCategoriesRequest,
  updateBrandRequest, updateCategoryRequest,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { auditActor, recordAudit } from '../../staff';
import { categoryChange } from '../caches';
import { productChangeReporter } from './after-write';
import { brandLogoRoutes, forgetLogo } from './brand-logo-routes';
import { consoleBrand as readBrand, consoleBrands, consoleCategoryTree as readTree, createCategory, deleteCategory, reorderCategories, updateBrand, updateCategory } from './taxonomy-write';

/**
 * The console's categories and brands (/api/admin/v1/catalogue/categories and …/brands,
 * mounted with consoleSection for the catalogue roles). Every change is audited with
 * before/after in its own transaction; once committed the taxonomy caches are emptied
 * (categoryChange: the shop's tree, lists, facets, product pages) and so are those of the
 * products whose listings or search columns the change rewrote.
 */
export const taxonomyConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const productsChanged = productChangeReporter(app);
  const changed = (productNos: readonly number[]) => {
    app.caches.changed(categoryChange());
    productsChanged(productNos);
  };

  categoryTreeRoute(app);
  createCategoryRoute(app, changed);
  // Declared before /categories/:categoryNo so "order" is never read as a number.
  reorderCategoriesRoute(app, changed);
  updateCategoryRoute(app, changed);
  deleteCategoryRoute(app, changed);
  brandListRoute(app);
  updateBrandRoute(app, changed);

  await app.register(brandLogoRoutes, { changed });
};

type App = Parameters<FastifyPluginAsyncZod>[0];
/** Empties the taxonomy caches and those of the given products; call after each commit. */
type TaxonomyChanged = (productNos: readonly number[]) => void;

const tags = ['admin'];
const writeLimit = (name: string) => ({ requestLimit: { name, perIp: 600, windowMs: 60_000 } });

function categoryTreeRoute(app: App) {
  app.get('/categories', { schema: { tags, summary: '카테고리 트리 (상품 수 포함, 숨긴 카테고리 포함)', response: { 200: answerOf(consoleCategoryTree) } } }, async () =>
    ok({ categoryList: await readTree(app.db) }),
  );
}

function createCategoryRoute(app: App, changed: TaxonomyChanged) {
  app.post(
    '/categories',
    { schema: { tags, summary: '카테고리 추가', body: createCategoryRequest, response: { 200: answerOf(categoryChangeResult) } }, config: writeLimit('console-category-write') },
    async (request) => {
      const categoryNo = await app.db.transaction().execute(async (trx) => {
        const created = await createCategory(trx, request.body);
        await recordAudit(trx, { ...auditActor(request), action: 'category.create', targetType: 'category', targetId: created.categoryNo, before: null, after: created.after });
        return created.categoryNo;
      });
      changed([]);
      return ok({ categoryNo, productsUpdated: 0 });
    },
  );
}

function reorderCategoriesRoute(app: App, changed: TaxonomyChanged) {
  app.put(
    '/categories/order',
    { schema: { tags, summary: '같은 상위 카테고리 안의 순서 변경', body: reorderCategoriesRequest, response: { 200: answerOf(categoryChangeResult) } }, config: writeLimit('console-category-write') },
    async (request) => {
      const { categoryNos } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const { parentNo, before, after } = await reorderCategories(trx, categoryNos);
        await recordAudit(trx, { ...auditActor(request), action: 'category.reorder', targetType: 'category', targetId: parentNo, before: { parentNo, ...before }, after: { parentNo, ...after } });
      });
      changed([]);
      return ok({ categoryNo: categoryNos[0]!, productsUpdated: 0 });
    },
  );
}

function updateCategoryRoute(app: App, changed: TaxonomyChanged) {
  app.patch(
    '/categories/:categoryNo',
    {
      schema: { tags, summary: '카테고리 이름 변경·이동·숨김 (보낸 항목만)', params: categoryNoParams, body: updateCategoryRequest, response: { 200: answerOf(categoryChangeResult) } },
      config: writeLimit('console-category-write'),
    },
    async (request) => {
      const { categoryNo } = request.params;
      const now = app.clock.now();
      const productNos = await app.db.transaction().execute(async (trx) => {
        const { before, after, productNos: touched } = await updateCategory(trx, categoryNo, request.body, now);
        const moved = before.parentNo !== after.parentNo;
        await recordAudit(trx, {
          ...auditActor(request),
          action: 'category.update',
          targetType: 'category',
          targetId: categoryNo,
          before,
          after: moved ? { ...after, movedProducts: touched.length } : after,
        });
        return touched;
      });
      changed(productNos);
      return ok({ categoryNo, productsUpdated: productNos.length });
    },
  );
}

function deleteCategoryRoute(app: App, changed: TaxonomyChanged) {
  app.delete(
    '/categories/:categoryNo',
    { schema: { tags, summary: '빈 카테고리 삭제', params: categoryNoParams, response: { 200: answerOf(categoryChangeResult) } }, config: writeLimit('console-category-write') },
    async (request) => {
      const { categoryNo } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const { before } = await deleteCategory(trx, categoryNo);
        await recordAudit(trx, { ...auditActor(request), action: 'category.delete', targetType: 'category', targetId: categoryNo, before, after: null });
      });
      changed([]);
      return ok({ categoryNo, productsUpdated: 0 });
    },
  );
}

function brandListRoute(app: App) {
  app.get('/brands', { schema: { tags, summary: '브랜드 목록 (상품 수 포함)', response: { 200: answerOf(consoleBrandList) } } }, async () => ok({ list: await consoleBrands(app.db) }));
}

function updateBrandRoute(app: App, changed: TaxonomyChanged) {
  app.patch(
    '/brands/:brandNo',
    { schema: { tags, summary: '브랜드 수정 (이름·영문명·국가·소개·로고)', params: brandNoParams, body: updateBrandRequest, response: { 200: answerOf(consoleBrand) } }, config: writeLimit('console-brand-write') },
    async (request) => {
      const { brandNo } = request.params;
      const { productNos, oldLogo } = await app.db.transaction().execute(async (trx) => {
        const { before, after, productNos: touched } = await updateBrand(trx, brandNo, request.body);
        if (Object.keys(after).length > 0) await recordAudit(trx, { ...auditActor(request), action: 'brand.update', targetType: 'brand', targetId: brandNo, before, after });
        return { productNos: touched, oldLogo: 'logoUrl' in after ? ((before.logoUrl as string | null | undefined) ?? null) : null };
      });
      // A replaced or removed logo this shop stored goes with its files.
      await forgetLogo(app, request, oldLogo);
      changed(productNos);
      return ok((await readBrand(app.db, brandNo))!);
    },
  );
}
