import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueMemo } from '../catalogue-memo';
import { keywordStatsCache } from '../keyword-stats';
import type { FacetCounts } from '../queries';
import { searchLogWriter } from '../search-log';
import { taxonomyCache } from '../taxonomy';
import { consoleSection } from '../../staff';
import { catalogueConsoleRoutes } from './console-stock';
import { likeRoutes } from './likes';
import { productRoutes } from './products';
import { searchRoutes } from './search';
import { stockRoutes } from './stock';
import { taxonomyRoutes } from './taxonomy';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    taxonomyOf: taxonomyCache(),
    keywordStatsOf: keywordStatsCache(),
    searchLog: searchLogWriter(app.db, app.log),
    countMemo: catalogueMemo<number>(),
    facetMemo: catalogueMemo<FacetCounts>(),
  };
  app.addHook('onClose', () => deps.searchLog.flush());
  taxonomyRoutes(app, deps);
  productRoutes(app, deps);
  searchRoutes(app, deps);
  likeRoutes(app);
  stockRoutes(app);
  await app.register(consoleSection({ feature: 'catalogue' }, catalogueConsoleRoutes));
};
