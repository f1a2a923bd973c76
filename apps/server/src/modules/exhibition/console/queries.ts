import type { AdminExhibitionQuery, ScheduleStatus } from '@maru/domain';
import { type Expression, type ExpressionBuilder, type Insertable, type Kysely, sql, type SqlBool, type Transaction, type Updateable } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { ExhibitionBlockTable, ExhibitionTable } from '../tables';

// Every SQL statement of the exhibitions console (/api/admin/v1/exhibitions).

type ExhibitionBuilder = ExpressionBuilder<Database & { e: Database['exhibition'] }, 'e'>;

/** The schedule status in SQL, as @maru/domain scheduleStatus says it. */
function statusCondition(eb: ExhibitionBuilder, status: ScheduleStatus, now: Date): Expression<SqlBool> {
  if (status === 'DRAFT') return eb('e.state', '=', 'DRAFT');
  const published = eb('e.state', '=', 'PUBLISHED');
  if (status === 'SCHEDULED') return eb.and([published, eb('e.starts_at', '>', now)]);
  if (status === 'ENDED') return eb.and([published, eb('e.starts_at', '<=', now), eb('e.ends_at', '<=', now)]);
  return eb.and([published, eb('e.starts_at', '<=', now), eb('e.ends_at', '>', now)]);
}

const likeOf = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const rowColumns = [
  'e.exhibition_no',
  'e.title',
  'e.summary',
  'e.cover_key',
  'e.cover_image_id',
  'e.cover_alt',
  'e.starts_at',
  'e.ends_at',
  'e.state',
  'e.updated_at',
  'ci.storage_key as cover_storage_key',
  'ci.width as cover_width',
  'ci.height as cover_height',
] as const;

export async function consoleExhibitionPage(db: Kysely<Database>, query: AdminExhibitionQuery, now: Date) {
  const where = (eb: ExhibitionBuilder) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.keyword) conditions.push(eb('e.title', 'ilike', likeOf(query.keyword)));
    if (query.status) conditions.push(statusCondition(eb, query.status, now));
    return eb.and(conditions);
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('exhibition as e')
      .leftJoin('exhibition_image as ci', 'ci.image_id', 'e.cover_image_id')
      .select(rowColumns)
      .select(sql<number>`(select count(*)::int from exhibition_block b where b.exhibition_no = e.exhibition_no)`.as('block_count'))
      .where(where)
      .orderBy('e.exhibition_no', 'desc')
      .offset((query.page - 1) * query.size)
      .limit(query.size)
      .execute(),
    db.selectFrom('exhibition as e').select(sql<number>`count(*)::int`.as('count')).where(where).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.count };
}

export type ConsoleExhibitionRow = NonNullable<Awaited<ReturnType<typeof consoleExhibition>>>;

export function consoleExhibition(db: Db, exhibitionNo: number) {
  return db.selectFrom('exhibition as e').leftJoin('exhibition_image as ci', 'ci.image_id', 'e.cover_image_id').select(rowColumns).where('e.exhibition_no', '=', exhibitionNo).executeTakeFirst();
}

/** Locks the exhibition for a change; false when there is none. */
export async function lockExhibition(trx: Transaction<Database>, exhibitionNo: number): Promise<boolean> {
  return (await trx.selectFrom('exhibition').select('exhibition_no').where('exhibition_no', '=', exhibitionNo).forUpdate().executeTakeFirst()) !== undefined;
}

export async function insertExhibition(trx: Transaction<Database>, values: Insertable<ExhibitionTable>): Promise<number> {
  return (await trx.insertInto('exhibition').values(values).returning('exhibition_no').executeTakeFirstOrThrow()).exhibition_no;
}

export async function updateExhibition(trx: Transaction<Database>, exhibitionNo: number, values: Updateable<ExhibitionTable>): Promise<void> {
  await trx.updateTable('exhibition').set(values).where('exhibition_no', '=', exhibitionNo).execute();
}

export async function replaceBlocks(trx: Transaction<Database>, exhibitionNo: number, blocks: readonly Omit<Insertable<ExhibitionBlockTable>, 'exhibition_no'>[]): Promise<void> {
  await trx.deleteFrom('exhibition_block').where('exhibition_no', '=', exhibitionNo).execute();
  if (blocks.length) await trx.insertInto('exhibition_block').values(blocks.map((block) => ({ ...block, exhibition_no: exhibitionNo }))).execute();
}

export async function deleteExhibition(trx: Transaction<Database>, exhibitionNo: number): Promise<void> {
  await trx.deleteFrom('exhibition').where('exhibition_no', '=', exhibitionNo).execute();
}

// ---- uploads ----

export async function insertImage(db: Kysely<Database>, image: { storageKey: string; width: number; height: number }): Promise<number> {
  const row = await db.insertInto('exhibition_image').values({ storage_key: image.storageKey, width: image.width, height: image.height }).returning('image_id').executeTakeFirstOrThrow();
  return row.image_id;
}

/** The uploads among ids that this exhibition may name: its own, or ones no exhibition has taken yet. Locked until the transaction ends. */
export async function usableImageIds(trx: Transaction<Database>, imageIds: readonly number[], exhibitionNo: number | null): Promise<Set<number>> {
  if (imageIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('exhibition_image')
    .select('image_id')
    .where('image_id', 'in', [...imageIds])
    .where((eb) => (exhibitionNo === null ? eb('exhibition_no', 'is', null) : eb.or([eb('exhibition_no', 'is', null), eb('exhibition_no', '=', exhibitionNo)])))
    .forUpdate()
    .execute();
  return new Set(rows.map((row) => row.image_id));
}

/** Gives the named uploads to the exhibition; answers the storage keys of its uploads it no longer names, whose rows are removed. */
export async function settleImages(trx: Transaction<Database>, exhibitionNo: number, named: readonly number[]): Promise<string[]> {
  if (named.length) await trx.updateTable('exhibition_image').set({ exhibition_no: exhibitionNo }).where('image_id', 'in', [...named]).execute();
  let unused = trx.deleteFrom('exhibition_image').where('exhibition_no', '=', exhibitionNo);
  if (named.length) unused = unused.where('image_id', 'not in', [...named]);
  return (await unused.returning('storage_key').execute()).map((row) => row.storage_key);
}

/** Removes the rows of an exhibition's uploads (after the exhibition itself), answering their storage keys. */
export async function deleteImagesOf(trx: Transaction<Database>, imageIds: readonly number[]): Promise<string[]> {
  if (imageIds.length === 0) return [];
  return (await trx.deleteFrom('exhibition_image').where('image_id', 'in', [...imageIds]).returning('storage_key').execute()).map((row) => row.storage_key);
}

export async function imageIdsOf(trx: Transaction<Database>, exhibitionNo: number): Promise<number[]> {
  return (await trx.selectFrom('exhibition_image').select('image_id').where('exhibition_no', '=', exhibitionNo).execute()).map((row) => row.image_id);
}
