import type { HomeSectionKind, Schedule } from '@maru/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';

export interface HomeSectionRow {
  sectionId: number;
  kind: HomeSectionKind;
  body: unknown;
  sortOrder: number;
  state: 'DRAFT' | 'PUBLISHED';
  startsAt: Date | null;
  endsAt: Date | null;
  updatedAt: Date;
}

const columns = ['section_id as sectionId', 'kind', 'body', 'sort_order as sortOrder', 'state', 'starts_at as startsAt', 'ends_at as endsAt', 'updated_at as updatedAt'] as const;


/** The sections on show at `now` in their order, plus those a console preview names. */
export async function liveHomeSections(db: Kysely<Database>, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<HomeSectionRow[]> {
  const rows = await db
    .selectFrom('home_section')
    .select(columns)
    .where((eb) => {
      const live = eb.and([
        eb('state', '=', 'PUBLISHED'),
        eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]),
        eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]),
      ]);
      return previewed.size > 0 ? eb.or([live, eb('section_id', 'in', [...previewed])]) : live;
    })
    .orderBy('sort_order')
    .orderBy('section_id')
    .execute();
  return rows as HomeSectionRow[];
}

/** Every section, whatever its state, in the page's order (one, when asked). */
export async function allHomeSections(db: Kysely<Database>, sectionId?: number): Promise<HomeSectionRow[]> {
  let query = db.selectFrom('home_section').select(columns);
  if (sectionId !== undefined) query = query.where('section_id', '=', sectionId);
  return (await query.orderBy('sort_order').orderBy('section_id').execute()) as HomeSectionRow[];
}

export async function lockHomeSection(trx: Transaction<Database>, sectionId: number): Promise<HomeSectionRow | undefined> {
  return (await trx.selectFrom('home_section').select(columns).where('section_id', '=', sectionId).forUpdate().executeTakeFirst()) as HomeSectionRow | undefined;
}

/** Locks every section (a reorder against a create or a delete) and answers their ids in order. */
export async function lockAllHomeSections(trx: Transaction<Database>): Promise<number[]> {
  const rows = await trx.selectFrom('home_section').select('section_id').orderBy('sort_order').orderBy('section_id').forUpdate().execute();
  return rows.map((row) => row.section_id);
}

export interface HomeSectionFields {
  kind: HomeSectionKind;
  body: unknown;
  schedule: Schedule;
}

const sectionColumns = (fields: HomeSectionFields) => ({
  kind: fields.kind,
  body: JSON.stringify(fields.body),
  state: fields.schedule.state,
  starts_at: fields.schedule.startsAt,
  ends_at: fields.schedule.endsAt,
});

/** A new section at the bottom of the page. */
export async function insertHomeSection(trx: Transaction<Database>, fields: HomeSectionFields, now: Date, sortOrder?: number): Promise<number> {
  const { last } = await trx.selectFrom('home_section').select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('last')).executeTakeFirstOrThrow();
  const { section_id } = await trx
    .insertInto('home_section')
    .values({ ...sectionColumns(fields), sort_order: sortOrder ?? Number(last) + 1, created_at: now, updated_at: now })
    .returning('section_id')
    .executeTakeFirstOrThrow();
  return section_id;
}

export async function updateHomeSection(trx: Transaction<Database>, sectionId: number, fields: HomeSectionFields, now: Date): Promise<void> {
  await trx.updateTable('home_section').set({ ...sectionColumns(fields), updated_at: now }).where('section_id', '=', sectionId).execute();
}

export async function deleteHomeSection(trx: Transaction<Database>, sectionId: number): Promise<void> {
  await trx.deleteFrom('home_section').where('section_id', '=', sectionId).execute();
}

export async function setHomeSectionOrder(trx: Transaction<Database>, sectionIds: readonly number[]): Promise<void> {
  await sql`
    update home_section s set sort_order = o.position
      from unnest(${sql.val(sectionIds)}::int[]) with ordinality as o(section_id, position)
     where s.section_id = o.section_id`.execute(trx);
}

export async function countHomeSections(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom('home_section').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}
