import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** For the sitemap (seo module): published exhibitions, ended ones too (they stay readable, marked as ended, at the same address). */
export function publishedExhibitions(db: Kysely<Database>) {
  return db.selectFrom('exhibition').select(['exhibition_no as exhibitionNo', 'starts_at as startsAt']).where('published', '=', true).orderBy('exhibition_no').execute();
}
