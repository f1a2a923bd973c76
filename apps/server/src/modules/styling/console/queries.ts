import type { AdminStylingQuery, ScheduleStatus } from '@maru/domain';
import { type Expression, type ExpressionBuilder, type Insertable, type Kysely, sql, type SqlBool, type Transaction, type Updateable } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { StylingPageTable } from '../tables';

// Every SQL statement of the styling console (/api/admin/v1/styling). The console edits a
// room's first photo (position 0) and its hotspots; further photos of seeded rooms are kept.

type PageBuilder = ExpressionBuilder<Database & { s: Database['styling_page'] }, 's'>;

/** The schedule status in SQL, as @maru/domain scheduleStatus says it (no published_at: not started). */
function statusCondition(eb: PageBuilder, status: ScheduleStatus, now: Date): Expression<SqlBool> {
  if (status === 'DRAFT') return eb('s.state', '=', 'DRAFT');
  const published = eb('s.state', '=', 'PUBLISHED');
  const started = eb.or([eb('s.published_at', 'is', null), eb('s.published_at', '<=', now)]);
  if (status === 'SCHEDULED') return eb.and([published, eb('s.published_at', '>', now)]);
  if (status === 'ENDED') return eb.and([published, started, eb('s.ends_at', 'is not', null), eb('s.ends_at', '<=', now)]);
  return eb.and([published, started, eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>', now)])]);
}

const likeOf = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function pages(db: Db) {
  return db
    .selectFrom('styling_page as s')
    .leftJoin('styling_photo as f', (join) => join.onRef('f.styling_no', '=', 's.styling_no').on('f.position', '=', 0))
    .leftJoin('styling_image as upload', 'upload.image_id', 'f.image_id')
    .select([
      's.styling_no',
      's.title',
      's.summary',
      's.space',
      's.style',
      's.story',
      's.state',
      's.published_at',
      's.ends_at',
      's.updated_at',
      'f.caption',
      'f.image_id',
      'upload.storage_key',
      'upload.width',
      'upload.height',
      sql<number>`(select count(*)::int from styling_photo other where other.styling_no = s.styling_no and other.position > 0)`.as('other_photos'),
      sql<number>`(select count(*)::int from styling_hotspot h where h.styling_no = s.styling_no)`.as('hotspot_count'),
    ]);
}

export type ConsoleStylingRow = NonNullable<Awaited<ReturnType<typeof consoleStyling>>>;

export async function consoleStylingPage(db: Kysely<Database>, query: AdminStylingQuery, now: Date) {
  const where = (eb: PageBuilder) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.keyword) conditions.push(eb('s.title', 'ilike', likeOf(query.keyword)));
    if (query.space) conditions.push(eb('s.space', '=', query.space));
    if (query.status) conditions.push(statusCondition(eb, query.status, now));
    return eb.and(conditions);
  };
  const [rows, total] = await Promise.all([
    pages(db).where(where).orderBy('s.styling_no', 'desc').offset((query.page - 1) * query.size).limit(query.size).execute(),
    db.selectFrom('styling_page as s').select(sql<number>`count(*)::int`.as('count')).where(where).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.count };
}

export function consoleStyling(db: Db, stylingNo: number) {
  return pages(db).where('s.styling_no', '=', stylingNo).executeTakeFirst();
}

/** The first photo's hotspots in order. */
export function hotspotsOf(db: Db, stylingNo: number) {
  return db
    .selectFrom('styling_hotspot')
    .select(['hotspot_no', 'product_no', 'x', 'y'])
    .where('styling_no', '=', stylingNo)
    .where('position', '=', 0)
    .orderBy('hotspot_no')
    .execute();
}

export async function lockStyling(trx: Transaction<Database>, stylingNo: number): Promise<boolean> {
  return (await trx.selectFrom('styling_page').select('styling_no').where('styling_no', '=', stylingNo).forUpdate().executeTakeFirst()) !== undefined;
}

export async function insertStyling(trx: Transaction<Database>, values: Insertable<StylingPageTable>): Promise<number> {
  return (await trx.insertInto('styling_page').values(values).returning('styling_no').executeTakeFirstOrThrow()).styling_no;
}

export async function updateStyling(trx: Transaction<Database>, stylingNo: number, values: Updateable<StylingPageTable>): Promise<void> {
  await trx.updateTable('styling_page').set(values).where('styling_no', '=', stylingNo).execute();
}

/** The first photo: its caption, and its upload when a new one is given. */
export async function writeFirstPhoto(trx: Transaction<Database>, stylingNo: number, caption: string, imageId: number | null): Promise<void> {
  await trx
    .insertInto('styling_photo')
    .values({ styling_no: stylingNo, position: 0, caption, image_id: imageId })
    .onConflict((c) => c.columns(['styling_no', 'position']).doUpdateSet(imageId === null ? { caption } : { caption, image_id: imageId }))
    .execute();
}

export async function replaceHotspots(trx: Transaction<Database>, stylingNo: number, hotspots: readonly { productNo: number; x: number; y: number }[]): Promise<void> {
  // Hotspots of further photos keep their numbers: the first photo's take numbers after the highest of theirs.
  await trx.deleteFrom('styling_hotspot').where('styling_no', '=', stylingNo).where('position', '=', 0).execute();
  if (hotspots.length === 0) return;
  const { highest } = await trx
    .selectFrom('styling_hotspot')
    .select(sql<number>`coalesce(max(hotspot_no), 0)::int`.as('highest'))
    .where('styling_no', '=', stylingNo)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('styling_hotspot')
    .values(hotspots.map((hotspot, index) => ({ styling_no: stylingNo, hotspot_no: highest + index + 1, position: 0, product_no: hotspot.productNo, x: hotspot.x, y: hotspot.y })))
    .execute();
}

export async function deleteStyling(trx: Transaction<Database>, stylingNo: number): Promise<void> {
  await trx.deleteFrom('styling_page').where('styling_no', '=', stylingNo).execute();
}

// ---- uploads ----

export async function insertImage(db: Kysely<Database>, image: { storageKey: string; width: number; height: number }): Promise<number> {
  return (await db.insertInto('styling_image').values({ storage_key: image.storageKey, width: image.width, height: image.height }).returning('image_id').executeTakeFirstOrThrow()).image_id;
}

/** Whether the upload may be named by this room (its own, or not yet taken), locked until the transaction ends. */
export async function usableImage(trx: Transaction<Database>, imageId: number, stylingNo: number | null): Promise<boolean> {
  const row = await trx
    .selectFrom('styling_image')
    .select('image_id')
    .where('image_id', '=', imageId)
    .where((eb) => (stylingNo === null ? eb('styling_no', 'is', null) : eb.or([eb('styling_no', 'is', null), eb('styling_no', '=', stylingNo)])))
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the room the uploads its photos name; removes the rows of its uploads no photo names, answering their storage keys. */
export async function settleImages(trx: Transaction<Database>, stylingNo: number): Promise<string[]> {
  const named = (await trx.selectFrom('styling_photo').select('image_id').where('styling_no', '=', stylingNo).where('image_id', 'is not', null).execute()).map((row) => row.image_id!);
  if (named.length) await trx.updateTable('styling_image').set({ styling_no: stylingNo }).where('image_id', 'in', named).execute();
  let unused = trx.deleteFrom('styling_image').where('styling_no', '=', stylingNo);
  if (named.length) unused = unused.where('image_id', 'not in', named);
  return (await unused.returning('storage_key').execute()).map((row) => row.storage_key);
}

export async function imageIdsOf(trx: Transaction<Database>, stylingNo: number): Promise<number[]> {
  return (await trx.selectFrom('styling_image').select('image_id').where('styling_no', '=', stylingNo).execute()).map((row) => row.image_id);
}

export async function deleteImages(trx: Transaction<Database>, imageIds: readonly number[]): Promise<string[]> {
  if (imageIds.length === 0) return [];
  return (await trx.deleteFrom('styling_image').where('image_id', 'in', [...imageIds]).returning('storage_key').execute()).map((row) => row.storage_key);
}
