import type { ServerModule } from '../../core/module';
import * as stylingMigration from './migrations/2026112601_styling';
import * as stylingConsoleMigration from './migrations/2026120171_styling_console';
import { stylingRoutes } from './routes';
import { seedStyling } from './seed';

/** Styling pages: photographed rooms whose hotspots tag catalogue products (docs/styling.md). */
export { publishedStylingPages } from './sitemap';

export const stylingModule: ServerModule = {
  name: 'styling',
  migrations: { '2026112601_styling': stylingMigration, '2026120171_styling_console': stylingConsoleMigration },
  routes: stylingRoutes,
  seed: seedStyling,
};
