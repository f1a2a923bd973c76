import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCaches } from '../caches';
import { keywordStatsCache } from '../keyword-stats';
import { searchLogWriter } from '../search-log';
import { consoleSection } from '../../staff';
import { catalogueConsoleRoutes } from '../console/stock-routes';
import { taxonomyConsoleRoutes } from '../console/taxonomy-routes';
import { productConsoleRoutes } from '../console/products-routes';
import { likeRoutes } from './likes';
import { productRoutes } from './products';
import { searchRoutes } from './search';
import { stockRoutes } from './stock';
import { taxonomyRoutes } from './taxonomy';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    ...catalogueCaches(app.caches),
    keywordStatsOf: keywordStatsCache(app.caches),
    searchLog: searchLogWriter(app.db, app.log),
  };
  app.addHook('onClose', () => deps.searchLog.flush());
  taxonomyRoutes(app, deps);
  productRoutes(app, deps);
  searchRoutes(app, deps);
  likeRoutes(app);
  stockRoutes(app);
  await app.register(consoleSection({ feature: 'catalogue', right: 'catalogue' }, catalogueConsoleRoutes));
  await app.register(consoleSection({ feature: 'catalogue', right: 'catalogue' }, taxonomyConsoleRoutes));
  await app.register(consoleSection({ feature: 'products', right: 'catalogue' }, productConsoleRoutes));
};
