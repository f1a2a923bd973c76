import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productChangeReporter } from './after-write';
import { productBulkRoutes } from './products-bulk';
import { productEditRoutes } from './products-edit';
import { productListRoutes } from './products-list';
import { productOptionRoutes } from './products-options';
import { productStockRoutes } from './products-stock';
import { fileRoutes } from './files-routes';
import { pictureRoutes, pictureUrls } from './pictures-routes';
import { sheetRoutes } from './sheets-routes';

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
