import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerRoutes } from './banner/routes';
import { boardRoutes } from './board/routes';
import { displayRoutes } from './display/routes';
import { policyRoutes } from './policy/routes';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bannerRoutes);
  await app.register(boardRoutes);
  await app.register(policyRoutes);
  await app.register(displayRoutes);
};
