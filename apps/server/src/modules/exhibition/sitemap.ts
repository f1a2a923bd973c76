import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { visible } from './queries';

/** For the sitemap (seo module): the exhibitions shoppers can open now (live: published and within their period). */
export function publishedExhibitions(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('exhibition as e')
    .select(['e.exhibition_no as exhibitionNo', 'e.starts_at as startsAt'])
    .where((eb) => visible(eb, now, new Set()))
    .orderBy('e.exhibition_no')
    .execute();
}
