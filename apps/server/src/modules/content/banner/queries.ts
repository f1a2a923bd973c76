import { BannerDefaults, type BannerConditionGroup, type Schedule } from '@maru/domain';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { BannerSeed } from '../editorial';

export interface BannerRow {
  bannerSeq: number;
  contents: string;
  bannerLink: string | null;
  targetBlankYn: 'Y' | 'N';
  bannerColor: string | null;
  bgColor: string | null;
  closePeriod: string;
  closeYn: 'Y' | 'N';
}

/** A banner as the console reads it: the shop's fields plus its place and schedule. */
export interface AdminBannerRow extends BannerRow {
  sortOrder: number;
  state: 'DRAFT' | 'PUBLISHED';
  displayStart: Date | null;
  displayEnd: Date | null;
  updatedAt: Date;
}

/** One condition of a group; the condition fields are null for a group with no conditions. */
export interface BannerConditionRow {
  bannerSeq: number;
  groupNo: number;
  incType: 'INCLUDE' | 'EXCLUDE' | null;
  parameterType: string | null;
  compareType: 'SAME' | 'INCLUDE' | null;
  parameterVal: string | null;
}

/** The fields a console write stores (its schedule as the domain has it). */
export interface BannerFields {
  contents: string;
  pcLink: { bannerLink: string; targetBlankYn: 'Y' | 'N' };
  bannerColor: string;
  bgColor: string;
  closeYn: 'Y' | 'N';
  closePeriod: string;
  conditionList: BannerConditionGroup[];
  schedule: Schedule;
}

const bannerColumns = [
  'banner_seq as bannerSeq',
  'contents',
  'banner_link as bannerLink',
  'target_blank_yn as targetBlankYn',
  'banner_color as bannerColor',
  'bg_color as bgColor',
  'close_period as closePeriod',
  'close_yn as closeYn',
] as const;

/** Published and inside its period at `now` (start inclusive, end exclusive; a missing end is open). */
const liveAt = (eb: ExpressionBuilder<Database, 'banner'>, now: Date) =>
  eb.and([
    eb('state', '=', 'PUBLISHED'),
    eb.or([eb('display_start', 'is', null), eb('display_start', '<=', now)]),
    eb.or([eb('display_end', 'is', null), eb('display_end', '>', now)]),
  ]);

/**
 * Banners of one type on show at `now`, in CDC order (the operator's order, then the newer
 * banner first, then the number, so the order is total); `previewed` ones (the console's preview)
 * are included whatever their state and period.
 */
export function listBannersOnDisplay(db: Kysely<Database>, bannerType: string, now: Date, previewed: ReadonlySet<number> = new Set()): Promise<BannerRow[]> {
  return db
    .selectFrom('banner')
    .select(bannerColumns)
    .where('banner_type', '=', bannerType)
    .where((eb) => (previewed.size > 0 ? eb.or([liveAt(eb, now), eb('banner_seq', 'in', [...previewed])]) : liveAt(eb, now)))
    .orderBy('sort_order', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('banner_seq', 'desc')
    .execute();
}

/** Every TOP banner for the console, whatever its state, in CDC order. */
export function listAdminBanners(db: Kysely<Database>, bannerSeq?: number): Promise<AdminBannerRow[]> {
  let query = db
    .selectFrom('banner')
    .select([...bannerColumns, 'sort_order as sortOrder', 'state', 'display_start as displayStart', 'display_end as displayEnd', 'updated_at as updatedAt'])
    .where('banner_type', '=', BannerDefaults.listType);
  if (bannerSeq !== undefined) query = query.where('banner_seq', '=', bannerSeq);
  return query.orderBy('sort_order', 'asc').orderBy('created_at', 'desc').orderBy('banner_seq', 'desc').execute();
}

export async function listBannerConditions(db: Kysely<Database>, bannerSeqs: readonly number[]): Promise<BannerConditionRow[]> {
  if (bannerSeqs.length === 0) return [];
  return db
    .selectFrom('banner_condition_group as g')
    .leftJoin('banner_condition as c', (join) => join.onRef('c.banner_seq', '=', 'g.banner_seq').onRef('c.group_no', '=', 'g.group_no'))
    .select([
      'g.banner_seq as bannerSeq',
      'g.group_no as groupNo',
      'c.inc_type as incType',
      'c.parameter_type as parameterType',
      'c.compare_type as compareType',
      'c.parameter_val as parameterVal',
    ])
    .where('g.banner_seq', 'in', bannerSeqs)
    .orderBy('g.banner_seq')
    .orderBy('g.group_no')
    .orderBy('c.condition_no')
    .execute();
}

async function replaceConditions(trx: Transaction<Database>, bannerSeq: number, conditionList: readonly BannerConditionGroup[]): Promise<void> {
  await trx.deleteFrom('banner_condition_group').where('banner_seq', '=', bannerSeq).execute();
  if (conditionList.length === 0) return;
  await trx
    .insertInto('banner_condition_group')
    .values(conditionList.map((_, index) => ({ banner_seq: bannerSeq, group_no: index + 1 })))
    .execute();
  const conditions = conditionList.flatMap((group, groupIndex) =>
    group.conditionList.map((condition, index) => ({
      banner_seq: bannerSeq,
      group_no: groupIndex + 1,
      condition_no: index + 1,
      inc_type: condition.incType,
      parameter_type: condition.parameterType,
      compare_type: condition.compareType,
      parameter_val: condition.parameterVal,
    })),
  );
  if (conditions.length > 0) await trx.insertInto('banner_condition').values(conditions).execute();
}

/** Inserts or refreshes banners by bannerSeq, published (the seed's and the tests'); their condition groups are replaced whole. */
export async function upsertBanners(db: Kysely<Database>, banners: readonly BannerSeed[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const banner of banners) {
      const row = {
        banner_seq: banner.bannerSeq,
        banner_type: BannerDefaults.listType,
        contents: banner.contents,
        banner_link: banner.pcLink.bannerLink || null,
        target_blank_yn: banner.pcLink.targetBlankYn,
        banner_color: banner.bannerColor,
        bg_color: banner.bgColor,
        close_period: banner.closePeriod,
        close_yn: banner.closeYn,
        state: 'PUBLISHED' as const,
        display_start: new Date(banner.displayStart),
        display_end: new Date(banner.displayEnd),
        sort_order: banner.sortOrder,
      };
      const { banner_seq: _key, ...changes } = row;
      await trx.insertInto('banner').values(row).onConflict((oc) => oc.column('banner_seq').doUpdateSet(changes)).execute();
      await replaceConditions(trx, banner.bannerSeq, banner.conditionList);
    }
  });
}

const fieldColumns = (fields: BannerFields) => ({
  contents: fields.contents,
  banner_link: fields.pcLink.bannerLink || null,
  target_blank_yn: fields.pcLink.targetBlankYn,
  banner_color: fields.bannerColor,
  bg_color: fields.bgColor,
  close_period: fields.closePeriod,
  close_yn: fields.closeYn,
  state: fields.schedule.state,
  display_start: fields.schedule.startsAt,
  display_end: fields.schedule.endsAt,
});

/** A new TOP banner, tried after every other (the last sort order); its number comes from the identity. */
export async function insertBanner(trx: Transaction<Database>, fields: BannerFields, now: Date): Promise<number> {
  const { last } = await trx
    .selectFrom('banner')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('last'))
    .where('banner_type', '=', BannerDefaults.listType)
    .executeTakeFirstOrThrow();
  const { banner_seq } = await trx
    .insertInto('banner')
    .values({ banner_type: BannerDefaults.listType, ...fieldColumns(fields), sort_order: Number(last) + 1, created_at: now, updated_at: now })
    .returning('banner_seq')
    .executeTakeFirstOrThrow();
  await replaceConditions(trx, banner_seq, fields.conditionList);
  return banner_seq;
}

export async function updateBanner(trx: Transaction<Database>, bannerSeq: number, fields: BannerFields, now: Date): Promise<void> {
  await trx.updateTable('banner').set({ ...fieldColumns(fields), updated_at: now }).where('banner_seq', '=', bannerSeq).execute();
  await replaceConditions(trx, bannerSeq, fields.conditionList);
}

export async function lockBanner(trx: Transaction<Database>, bannerSeq: number): Promise<boolean> {
  const row = await trx.selectFrom('banner').select('banner_seq').where('banner_seq', '=', bannerSeq).where('banner_type', '=', BannerDefaults.listType).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Locks every TOP banner (a reorder against a concurrent create or delete) and answers their numbers in CDC order. */
export async function lockAllBanners(trx: Transaction<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('banner')
    .select('banner_seq')
    .where('banner_type', '=', BannerDefaults.listType)
    .orderBy('sort_order')
    .orderBy('created_at', 'desc')
    .orderBy('banner_seq', 'desc')
    .forUpdate()
    .execute();
  return rows.map((row) => row.banner_seq);
}

export async function deleteBanner(trx: Transaction<Database>, bannerSeq: number): Promise<void> {
  // Condition groups and conditions go with it (on delete cascade).
  await trx.deleteFrom('banner').where('banner_seq', '=', bannerSeq).execute();
}

/** Sort orders 1…n in the order given. */
export async function setBannerOrder(trx: Transaction<Database>, bannerSeqs: readonly number[]): Promise<void> {
  await sql`
    update banner b set sort_order = o.position
      from unnest(${sql.val(bannerSeqs)}::int[]) with ordinality as o(banner_seq, position)
     where b.banner_seq = o.banner_seq`.execute(trx);
}
