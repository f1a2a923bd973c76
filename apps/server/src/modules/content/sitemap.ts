import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

// What the sitemap (seo module) may read of the content: the notices on show and the policies.

export function publishedNotices(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('notice')
    .select(['notice_no as noticeNo', 'published_at as publishedAt'])
    .where('state', '=', 'PUBLISHED')
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('notice_no')
    .$narrowType<{ publishedAt: Date }>()
    .execute();
}

export function policyTypes(db: Kysely<Database>) {
  return db.selectFrom('policy').select('type').distinct().orderBy('type').execute();
}
