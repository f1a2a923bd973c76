import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleSection } from '../staff';
import { bannerConsoleRoutes } from './console/banner-routes';
import { bannerRoutes } from './banner/routes';
import { boardConsoleRoutes } from './console/board-routes';
import { boardRoutes } from './board/routes';
import { homeSectionConsoleRoutes } from './console/display-routes';
import { displayRoutes } from './display/routes';
import { policyConsoleRoutes } from './console/policy-routes';
import { policyRoutes } from './policy/routes';

/** What the content console edits (content staff, operators, admins): /api/admin/v1/content/{banners,home-sections,policies}. */
const contentConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bannerConsoleRoutes, { prefix: '/banners' });
  await app.register(homeSectionConsoleRoutes, { prefix: '/home-sections' });
  await app.register(policyConsoleRoutes, { prefix: '/policies' });
};

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bannerRoutes);
  await app.register(boardRoutes);
  await app.register(policyRoutes);
  await app.register(displayRoutes);
  await app.register(consoleSection({ feature: 'content', right: 'content' }, contentConsoleRoutes));
  await app.register(consoleSection({ feature: 'board', right: 'content' }, boardConsoleRoutes));
};
