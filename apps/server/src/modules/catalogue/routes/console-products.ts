import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productChangeReporter } from '../console/after-write';
import { productBulkRoutes } from '../console/products-bulk';
import { productEditRoutes } from '../console/products-edit';
import { productListRoutes } from '../console/products-list';
import { productOptionRoutes } from '../console/products-options';
import { productStockRoutes } from '../console/products-stock';
import { fileRoutes } from './console-files';
import { pictureRoutes, pictureUrls } from './console-pictures';
import { sheetRoutes } from './console-sheets';

/**
 * The console's catalogue (/api/admin/v1/products, mounted with consoleSection for the
 * catalogue roles): the product list, a product's page, its creation and edits, bulk
 * changes, stock moves with their ledger, and the spreadsheet (console-sheets.ts). Every
 * change is audited with before/after in its own transaction and reported to the caches
 * once committed. Each group is its own plugin under ../console/ (products-*.ts).
 */
export const productConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = productChangeReporter(app);
  const { urlOf } = pictureUrls(app);

  await app.register(productListRoutes);
  await app.register(productEditRoutes, { changed, urlOf });
  await app.register(productBulkRoutes, { changed });
  await app.register(productOptionRoutes, { changed, urlOf });
  await app.register(productStockRoutes, { changed });
  await app.register(sheetRoutes, { changed });
  await app.register(pictureRoutes, { changed });
  await app.register(fileRoutes, { changed });
};
