import { BannerDefaults } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../../core/errors';

/**
 * Sort types of the banner list. CDC ("custom display order, created date"): the admin's
 * sort_order ascending, then the newer banner first when two share a place, then
 * bannerSeq descending so the order is total. The web shows the first banner that
 * matches the address, so this order decides which banner wins.
 */
export const bannerSortTypes = ['CDC'] as const;

export const bannerListQuery = z.strictObject({
  bannerType: z.string().trim().min(1).max(20),
  sortType: z.enum(bannerSortTypes).default(BannerDefaults.sortType),
});

const yesNo = z.enum(['Y', 'N']);

export const bannerConditionSchema = z.object({
  incType: z.enum(['INCLUDE', 'EXCLUDE']),
  parameterType: z.string(),
  compareType: z.enum(['SAME', 'INCLUDE']),
  parameterVal: z.string(),
});

export const bannerConditionGroupSchema = z.object({ conditionList: z.array(bannerConditionSchema) });

/** The domain Banner (packages/domain banner/types.ts) plus closePeriod and closeYn. */
export const bannerSchema = z.object({
  bannerSeq: z.number().int(),
  contents: z.string(),
  pcLink: z.object({ bannerLink: z.string(), targetBlankYn: yesNo }).optional(),
  bannerColor: z.string(),
  bgColor: z.string(),
  /** The domain's name for the close period ('1d', '3m', '1y'); same value as closePeriod. */
  periodeDate: z.string(),
  closePeriod: z.string(),
  /** N: the banner has no close button. */
  closeYn: yesNo,
  conditionList: z.array(bannerConditionGroupSchema),
});

export const bannerListAnswer = answerOf(z.object({ bannerList: z.array(bannerSchema) }));

export type BannerAnswer = z.infer<typeof bannerSchema>;
export type BannerConditionAnswer = z.infer<typeof bannerConditionSchema>;
