import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** For the sitemap (seo module): styling pages shoppers can open now (live: published, started, not ended). */
export function publishedStylingPages(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('styling_page')
    .select(['styling_no as stylingNo', 'published_at as publishedAt'])
    .where('state', '=', 'PUBLISHED')
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('styling_no')
    .execute();
}
