import type { ExhibitionTab } from '@maru/domain';
import { type Expression, type ExpressionBuilder, type Kysely, sql, type SqlBool } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { UploadedImage } from './images';

// Every SQL statement of the exhibition module's shop side (the console's are in
// console/queries.ts). Shoppers see live exhibitions only: published and within their period
// (@maru/domain isLive, the same boundaries: starts_at <= now < ends_at). An exhibition the
// request previews (the console's preview token) is shown whatever its state and dates.

const cardColumns = [
  'e.exhibition_no',
  'e.title',
  'e.summary',
  'e.cover_key',
  'e.cover_alt',
  'e.starts_at',
  'e.ends_at',
  'ci.storage_key as cover_storage_key',
  'ci.width as cover_width',
  'ci.height as cover_height',
] as const;

type ExhibitionBuilder = ExpressionBuilder<Database & { e: Database['exhibition'] }, 'e'>;

/** Live now, or previewed by this request. */
export function visible(eb: ExhibitionBuilder, now: Date, previewed: ReadonlySet<number>): Expression<SqlBool> {
  const live = eb.and([eb('e.state', '=', 'PUBLISHED'), eb('e.starts_at', '<=', now), eb('e.ends_at', '>', now)]);
  return previewed.size ? eb.or([live, eb('e.exhibition_no', 'in', [...previewed])]) : live;
}

const cards = (db: Kysely<Database>) =>
  db.selectFrom('exhibition as e').leftJoin('exhibition_image as ci', 'ci.image_id', 'e.cover_image_id').select(cardColumns);

const inTab = (tab: ExhibitionTab, now: Date) => (tab === 'ended' ? sql<SqlBool>`e.ends_at <= ${now}` : sql<SqlBool>`e.ends_at > ${now}`);

export async function exhibitionPage(db: Kysely<Database>, tab: ExhibitionTab, now: Date, previewed: ReadonlySet<number>, offset: number, limit: number) {
  // Running (newest opening first), then upcoming (soonest opening first: only previews); ended by its end, newest first.
  const order =
    tab === 'ended'
      ? sql`e.ends_at desc, e.exhibition_no desc`
      : sql`(e.starts_at > ${now}), case when e.starts_at <= ${now} then -extract(epoch from e.starts_at) else extract(epoch from e.starts_at) end, e.exhibition_no desc`;
  return cards(db)
    .where((eb) => visible(eb, now, previewed))
    .where(inTab(tab, now))
    .orderBy(order)
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function tabCounts(db: Kysely<Database>, now: Date, previewed: ReadonlySet<number>): Promise<Record<ExhibitionTab, number>> {
  const row = await db
    .selectFrom('exhibition as e')
    .where((eb) => visible(eb, now, previewed))
    .select([sql<number>`count(*) filter (where e.ends_at > ${now})::int`.as('current'), sql<number>`count(*) filter (where e.ends_at <= ${now})::int`.as('ended')])
    .executeTakeFirstOrThrow();
  return { current: row.current, ended: row.ended };
}

export type ExhibitionRow = Awaited<ReturnType<typeof exhibitionPage>>[number];

export function findExhibition(db: Kysely<Database>, exhibitionNo: number, now: Date, previewed: ReadonlySet<number>): Promise<ExhibitionRow | undefined> {
  return cards(db)
    .where((eb) => visible(eb, now, previewed))
    .where('e.exhibition_no', '=', exhibitionNo)
    .executeTakeFirst();
}

/** Whether members may bookmark it: live now. */
export async function exhibitionIsLive(db: Kysely<Database>, exhibitionNo: number, now: Date): Promise<boolean> {
  const found = await db
    .selectFrom('exhibition as e')
    .select('e.exhibition_no')
    .where((eb) => visible(eb, now, new Set()))
    .where('e.exhibition_no', '=', exhibitionNo)
    .executeTakeFirst();
  return found !== undefined;
}

/** Live exhibitions in the given order (bookmarks, newest first); drafts, ended ones and unknown numbers are skipped. */
export async function exhibitionsByNo(db: Kysely<Database>, exhibitionNos: readonly number[], now: Date): Promise<ExhibitionRow[]> {
  if (exhibitionNos.length === 0) return [];
  const rows = await cards(db)
    .where((eb) => visible(eb, now, new Set()))
    .where('e.exhibition_no', 'in', exhibitionNos)
    .execute();
  const byNo = new Map(rows.map((row) => [row.exhibition_no, row]));
  return exhibitionNos.flatMap((exhibitionNo) => byNo.get(exhibitionNo) ?? []);
}

export function blocksOf(db: Db, exhibitionNo: number) {
  return db.selectFrom('exhibition_block').select(['position', 'kind', 'content']).where('exhibition_no', '=', exhibitionNo).orderBy('position').execute();
}

/** Uploads by id (image blocks name them). */
export async function uploadedImages(db: Db, imageIds: readonly number[]): Promise<Map<number, UploadedImage>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('exhibition_image')
    .select(['image_id as imageId', 'storage_key as storageKey', 'width', 'height'])
    .where('image_id', 'in', [...new Set(imageIds)])
    .execute();
  return new Map(rows.map((row) => [row.imageId, row]));
}
