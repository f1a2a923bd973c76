import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Product URLs per sitemap file: well under the protocol's 50,000, so a file stays small (about 1 MB). */
export const PRODUCTS_PER_FILE = 10_000;

export async function productCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('product').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The n-th block of products in product number order. OFFSET walks the primary key index;
 * at 100,000 products the slowest file takes 165 ms end to end, XML and transfer included
 * (seo.test.ts prints it), so keyset boundaries would buy nothing worth their code.
 */
export function productBlock(db: Kysely<Database>, fileNo: number) {
  return db
    .selectFrom('product')
    .select(['product_no as productNo', 'created_at as createdAt'])
    .orderBy('product_no')
    .offset((fileNo - 1) * PRODUCTS_PER_FILE)
    .limit(PRODUCTS_PER_FILE)
    .execute();
}

/** Categories shoppers browse (product and brand lists), top level first. */
export function listedCategories(db: Kysely<Database>) {
  return db.selectFrom('category').select('category_no as categoryNo').orderBy('depth').orderBy('sort_order').orderBy('category_no').execute();
}

export function publishedNotices(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('notice')
    .select(['notice_no as noticeNo', 'published_at as publishedAt'])
    .where('published_at', '<=', now)
    .orderBy('notice_no')
    .execute();
}

export function policyTypes(db: Kysely<Database>) {
  return db.selectFrom('policy').select('type').distinct().orderBy('type').execute();
}

/** Styling pages shoppers can open now (a page without published_at is a draft). */
export function publishedStylingPages(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('styling_page')
    .select(['styling_no as stylingNo', 'published_at as publishedAt'])
    .where('published_at', '<=', now)
    .orderBy('styling_no')
    .execute();
}

/** Published exhibitions, ended ones too: they stay readable (marked as ended) at the same address. */
export function publishedExhibitions(db: Kysely<Database>) {
  return db.selectFrom('exhibition').select(['exhibition_no as exhibitionNo', 'starts_at as startsAt']).where('published', '=', true).orderBy('exhibition_no').execute();
}

/** Showroom office and floor addresses (/showroom/{office}, /showroom/{office}/{floor}). */
export async function showroomPaths(db: Kysely<Database>): Promise<string[]> {
  const [offices, floors] = await Promise.all([
    db.selectFrom('showroom_office').select('slug').orderBy('office_id').execute(),
    db.selectFrom('showroom_floor as f').innerJoin('showroom_office as o', 'o.office_id', 'f.office_id').select(['o.slug as office', 'f.slug as floor']).orderBy('f.floor_id').execute(),
  ]);
  return [...offices.map(({ slug }) => `/showroom/${slug}`), ...floors.map(({ office, floor }) => `/showroom/${office}/${floor}`)];
}
