import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** For the sitemap (seo module): styling pages shoppers can open now (a page without published_at is a draft). */
export function publishedStylingPages(db: Kysely<Database>, now: Date) {
  return db.selectFrom('styling_page').select(['styling_no as stylingNo', 'published_at as publishedAt']).where('published_at', '<=', now).orderBy('styling_no').execute();
}
