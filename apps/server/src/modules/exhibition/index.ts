import type { ServerModule } from '../../core/module';
import * as exhibitionMigration from './migrations/2026112670_exhibition';
import * as exhibitionConsoleMigration from './migrations/2026120170_exhibition_console';
import { exhibitionRoutes } from './routes';
import { seedExhibitions } from './seed';

/** Exhibitions (기획전): editorial pages of image, rich text, product and coupon blocks with a period (docs/exhibitions.md). */
export { publishedExhibitions } from './sitemap';

export const exhibitionModule: ServerModule = {
  name: 'exhibition',
  migrations: { '2026112670_exhibition': exhibitionMigration, '2026120170_exhibition_console': exhibitionConsoleMigration },
  routes: exhibitionRoutes,
  seed: seedExhibitions,
};
