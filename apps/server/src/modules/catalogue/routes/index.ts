import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taxonomyCache } from '../taxonomy';
import { likeRoutes } from './likes';
import { productRoutes } from './products';
import { searchRoutes } from './search';
import { stockRoutes } from './stock';
import { taxonomyRoutes } from './taxonomy';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { taxonomyOf: taxonomyCache() };
  taxonomyRoutes(app, deps);
  productRoutes(app, deps);
  searchRoutes(app, deps);
  likeRoutes(app);
  stockRoutes(app);
};
