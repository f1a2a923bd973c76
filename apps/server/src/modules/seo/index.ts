import type { ServerModule } from '../../core/module';
import { seoRoutes } from './routes';

/** robots.txt and the sitemap index with its page and product files (search engines). */
export const seoModule: ServerModule = {
  name: 'seo',
  migrations: {},
  rootRoutes: seoRoutes,
};
