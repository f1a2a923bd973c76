import type { ServerModule } from '../../core/module';
import * as bannersMigration from './migrations/2026112103_content_banners';
import * as boardMigration from './migrations/2026112103_content_board';
import * as pagesMigration from './migrations/2026112103_content_pages';
import * as consoleMigration from './migrations/2026120180_content_console';
import { contentRoutes } from './routes';
import { seedContent } from './seed';

/** The HTML allow-list sanitiser, for other modules that store editors' rich text (exhibitions). */
export { sanitizeHtml, boardAllowList, isInternalPath, type AllowList } from './html/sanitize';

/** Banners, notices, FAQ, legal texts and the editorial blocks of the home and company pages. */
/** Published notices and the policies, for the sitemap (seo module). */
export { policyTypes, publishedNotices } from './sitemap';

export const contentModule: ServerModule = {
  name: 'content',
  migrations: {
    '2026112103_content_banners': bannersMigration,
    '2026112103_content_board': boardMigration,
    '2026112103_content_pages': pagesMigration,
    '2026120180_content_console': consoleMigration,
  },
  routes: contentRoutes,
  seed: seedContent,
};
