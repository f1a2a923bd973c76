import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** For the sitemap (seo module): showroom office and floor addresses (/showroom/{office}, /showroom/{office}/{floor}). */
export async function showroomPaths(db: Kysely<Database>): Promise<string[]> {
  const [offices, floors] = await Promise.all([
    db.selectFrom('showroom_office').select('slug').orderBy('office_id').execute(),
    db.selectFrom('showroom_floor as f').innerJoin('showroom_office as o', 'o.office_id', 'f.office_id').select(['o.slug as office', 'f.slug as floor']).orderBy('f.floor_id').execute(),
  ]);
  return [...offices.map(({ slug }) => `/showroom/${slug}`), ...floors.map(({ office, floor }) => `/showroom/${office}/${floor}`)];
}
