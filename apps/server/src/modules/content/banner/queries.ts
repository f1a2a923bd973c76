import { BannerDefaults } from '@maru/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import type { BannerSeed } from '../editorial';
import type { BannerConditionAnswer } from './schemas';

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

/** One condition of a group; the condition fields are null for a group with no conditions. */
export type BannerConditionRow = { bannerSeq: number; groupNo: number } & { [K in keyof BannerConditionAnswer]: BannerConditionAnswer[K] | null };

/** Banners of one type in their display period at `now` (start inclusive, end exclusive), in CDC order. */
export function listBannersOnDisplay(db: Kysely<Database>, bannerType: string, now: Date): Promise<BannerRow[]> {
  return db
    .selectFrom('banner')
    .select([
      'banner_seq as bannerSeq',
      'contents',
      'banner_link as bannerLink',
      'target_blank_yn as targetBlankYn',
      'banner_color as bannerColor',
      'bg_color as bgColor',
      'close_period as closePeriod',
      'close_yn as closeYn',
    ])
    .where('banner_type', '=', bannerType)
    .where('display_start', '<=', now)
    .where('display_end', '>', now)
    .orderBy('sort_order', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('banner_seq', 'desc')
    .execute();
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

async function replaceConditions(trx: Transaction<Database>, banner: BannerSeed): Promise<void> {
  await trx.deleteFrom('banner_condition_group').where('banner_seq', '=', banner.bannerSeq).execute();
  if (banner.conditionList.length === 0) return;
  await trx
    .insertInto('banner_condition_group')
    .values(banner.conditionList.map((_, index) => ({ banner_seq: banner.bannerSeq, group_no: index + 1 })))
    .execute();
  const conditions = banner.conditionList.flatMap((group, groupIndex) =>
    group.conditionList.map((condition, index) => ({
      banner_seq: banner.bannerSeq,
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

/** Inserts or refreshes banners by bannerSeq; their condition groups are replaced whole. */
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
        display_start: new Date(banner.displayStart),
        display_end: new Date(banner.displayEnd),
        sort_order: banner.sortOrder,
      };
      const { banner_seq: _key, ...changes } = row;
      await trx.insertInto('banner').values(row).onConflict((oc) => oc.column('banner_seq').doUpdateSet(changes)).execute();
      await replaceConditions(trx, banner);
    }
  });
}
