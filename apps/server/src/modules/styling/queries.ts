import type { StylingSpace, StylingStyle } from '@maru/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { existingProductNos } from '../catalogue';
import type { PlannedPage } from './seed/plan';

// Every SQL statement of the styling module's shop side (the console's are in console/queries.ts).
// Shoppers see live rooms only: published, from published_at on and before ends_at (@maru/domain
// isLive's boundaries); a room the request previews (the console's preview token) is shown
// whatever its state and dates. `now` is the server's clock (app.clock.now()).

export interface StylingRow {
  stylingNo: number;
  title: string;
  summary: string;
  space: StylingSpace;
  style: StylingStyle;
  story: string[];
  publishedAt: Date;
  photoCount: number;
  productCount: number;
  /** The first photo's upload, when it is one (else the seeded drawing). */
  cover: UploadedPhoto | null;
}

/** A photo uploaded in the console. */
export interface UploadedPhoto {
  storageKey: string;
  width: number;
  height: number;
}

export interface StylingFilter {
  space?: StylingSpace;
  style?: StylingStyle;
}

/** What a shop read may show: live rooms, and the ones this request previews. */
export interface Visibility {
  now: Date;
  previewed: ReadonlySet<number>;
}

export const liveOnly = (now: Date): Visibility => ({ now, previewed: new Set() });

function published(db: Kysely<Database>, { now, previewed }: Visibility) {
  return db.selectFrom('styling_page as s').where((eb) => {
    const live = eb.and([
      eb('s.state', '=', 'PUBLISHED'),
      eb('s.published_at', 'is not', null),
      eb('s.published_at', '<=', now),
      eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>', now)]),
    ]);
    return previewed.size ? eb.or([live, eb('s.styling_no', 'in', [...previewed])]) : live;
  });
}

function rows(db: Kysely<Database>, visibility: Visibility) {
  return published(db, visibility)
    .leftJoin('styling_photo as cover', (join) => join.onRef('cover.styling_no', '=', 's.styling_no').on('cover.position', '=', 0))
    .leftJoin('styling_image as upload', 'upload.image_id', 'cover.image_id')
    .select([
      's.styling_no as stylingNo',
      's.title',
      's.summary',
      's.space',
      's.style',
      's.story',
      // A previewed draft has no publication time yet: it shows its creation.
      sql<Date>`coalesce(s.published_at, s.created_at)`.as('publishedAt'),
      sql<number>`(select count(*)::int from styling_photo f where f.styling_no = s.styling_no)`.as('photoCount'),
      'upload.storage_key as coverStorageKey',
      'upload.width as coverWidth',
      'upload.height as coverHeight',
    ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

const withCover = ({ coverStorageKey, coverWidth, coverHeight, ...row }: RawRow): Omit<StylingRow, 'productCount'> => ({
  ...row,
  cover: coverStorageKey && coverWidth && coverHeight ? { storageKey: coverStorageKey, width: coverWidth, height: coverHeight } : null,
});

/**
 * Each page's count of tagged products, counting only products that exist: a hotspot keeps
 * its number if the catalogue drops one (the catalogue says which exist).
 */
async function withProductCounts(db: Kysely<Database>, raw: readonly RawRow[]): Promise<StylingRow[]> {
  if (raw.length === 0) return [];
  const pages = raw.map(withCover);
  const tags = await db
    .selectFrom('styling_hotspot')
    .select(['styling_no', 'product_no'])
    .distinct()
    .where('styling_no', 'in', pages.map((page) => page.stylingNo))
    .execute();
  const existing = await existingProductNos(db, [...new Set(tags.map((tag) => tag.product_no))]);
  const counts = new Map<number, number>();
  for (const tag of tags) if (existing.has(tag.product_no)) counts.set(tag.styling_no, (counts.get(tag.styling_no) ?? 0) + 1);
  return pages.map((page) => ({ ...page, productCount: counts.get(page.stylingNo) ?? 0 }));
}

export async function listStylings(db: Kysely<Database>, filter: StylingFilter, visibility: Visibility, offset: number, limit: number): Promise<StylingRow[]> {
  let query = rows(db, visibility);
  if (filter.space) query = query.where('s.space', '=', filter.space);
  if (filter.style) query = query.where('s.style', '=', filter.style);
  return withProductCounts(db, await query.orderBy(sql`coalesce(s.published_at, s.created_at)`, 'desc').orderBy('s.styling_no', 'desc').offset(offset).limit(limit).execute());
}

/** Published pages per space and per style: each under the other filter as chosen, so a count is what a tap would show. */
export async function countStylings(db: Kysely<Database>, filter: StylingFilter, visibility: Visibility) {
  const bySpace = await published(db, visibility)
    .$if(filter.style !== undefined, (q) => q.where('s.style', '=', filter.style!))
    .select(['s.space as code', sql<number>`count(*)::int`.as('count')])
    .groupBy('s.space')
    .execute();
  const byStyle = await published(db, visibility)
    .$if(filter.space !== undefined, (q) => q.where('s.space', '=', filter.space!))
    .select(['s.style as code', sql<number>`count(*)::int`.as('count')])
    .groupBy('s.style')
    .execute();
  return { bySpace: new Map(bySpace.map((row) => [row.code, row.count])), byStyle: new Map(byStyle.map((row) => [row.code, row.count])) };
}

export async function findStyling(db: Kysely<Database>, stylingNo: number, visibility: Visibility): Promise<StylingRow | undefined> {
  const found = await rows(db, visibility).where('s.styling_no', '=', stylingNo).executeTakeFirst();
  return found && (await withProductCounts(db, [found]))[0];
}

export async function stylingsByNo(db: Kysely<Database>, stylingNos: readonly number[], now: Date): Promise<StylingRow[]> {
  if (stylingNos.length === 0) return [];
  const found = await withProductCounts(db, await rows(db, liveOnly(now)).where('s.styling_no', 'in', stylingNos).execute());
  const byNo = new Map(found.map((row) => [row.stylingNo, row]));
  return stylingNos.flatMap((no) => byNo.get(no) ?? []);
}

export async function isPublished(db: Kysely<Database>, stylingNo: number, now: Date): Promise<boolean> {
  return (await published(db, liveOnly(now)).select('s.styling_no').where('s.styling_no', '=', stylingNo).executeTakeFirst()) !== undefined;
}

/** Other published rooms of the same space, newest first. */
export async function relatedStylings(db: Kysely<Database>, row: Pick<StylingRow, 'stylingNo' | 'space'>, now: Date, limit: number): Promise<StylingRow[]> {
  return withProductCounts(db, await rows(db, liveOnly(now)).where('s.space', '=', row.space).where('s.styling_no', '<>', row.stylingNo).orderBy(sql`coalesce(s.published_at, s.created_at)`, 'desc').orderBy('s.styling_no', 'desc').limit(limit).execute());
}

export async function photosOf(db: Kysely<Database>, stylingNo: number) {
  const [photos, hotspots] = await Promise.all([
    db
      .selectFrom('styling_photo as f')
      .leftJoin('styling_image as upload', 'upload.image_id', 'f.image_id')
      .select(['f.position', 'f.caption', 'upload.storage_key as storageKey', 'upload.width', 'upload.height'])
      .where('f.styling_no', '=', stylingNo)
      .orderBy('f.position')
      .execute(),
    db
      .selectFrom('styling_hotspot')
      .select(['hotspot_no as hotspotNo', 'position', 'product_no as productNo', 'x', 'y'])
      .where('styling_no', '=', stylingNo)
      .orderBy('position')
      .orderBy('hotspot_no')
      .execute(),
  ]);
  return { photos, hotspots };
}

// ---- seed ----

/**
 * Writes the seeded pages as planned, with their photos and hotspots, replacing what an
 * earlier run wrote under the same numbers. Serialised by an advisory lock, as two
 * processes may start at once.
 */
export async function writeSeededPages(db: Kysely<Database>, planned: readonly PlannedPage[], products: ReadonlyMap<number, ReadonlyMap<number, number>>): Promise<void> {
  if (planned.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('styling-seed'))`.execute(trx);
    // A room an editor changed in the console (edited_at) is theirs now: the seed leaves it as it is.
    const edited = new Set(
      (await trx.selectFrom('styling_page').select('styling_no').where('styling_no', 'in', planned.map((page) => page.stylingNo)).where('edited_at', 'is not', null).execute()).map((row) => row.styling_no),
    );
    const pages = planned.filter((page) => !edited.has(page.stylingNo));
    if (pages.length === 0) return;
    const stylingNos = pages.map((page) => page.stylingNo);
    await trx
      .insertInto('styling_page')
      .values(pages.map((page) => ({ styling_no: page.stylingNo, title: page.title, summary: page.summary, space: page.space, style: page.style, story: page.story, published_at: page.publishedAt })))
      .onConflict((c) =>
        c.column('styling_no').doUpdateSet({
          title: (e) => e.ref('excluded.title'),
          summary: (e) => e.ref('excluded.summary'),
          space: (e) => e.ref('excluded.space'),
          style: (e) => e.ref('excluded.style'),
          story: (e) => e.ref('excluded.story'),
        }),
      )
      .execute();
    await trx.deleteFrom('styling_photo').where('styling_no', 'in', stylingNos).execute();
    await trx
      .insertInto('styling_photo')
      .values(pages.flatMap((page) => page.photos.map((photo) => ({ styling_no: page.stylingNo, position: photo.position, caption: photo.caption }))))
      .execute();
    const hotspots = pages.flatMap((page) =>
      page.hotspots.flatMap((hotspot) => {
        const productNo = products.get(page.stylingNo)?.get(hotspot.hotspotNo);
        return productNo === undefined ? [] : [{ styling_no: page.stylingNo, hotspot_no: hotspot.hotspotNo, position: hotspot.position, product_no: productNo, x: hotspot.x, y: hotspot.y }];
      }),
    );
    if (hotspots.length) await trx.insertInto('styling_hotspot').values(hotspots).execute();
  });
}
