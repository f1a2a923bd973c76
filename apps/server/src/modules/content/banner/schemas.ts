import { BannerDefaults, bannerListView, type bannerConditionView } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../../core/http/errors';

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

export const bannerListAnswer = answerOf(bannerListView);

export type { TopBanner as BannerAnswer } from '@maru/domain';
export type BannerConditionAnswer = z.infer<typeof bannerConditionView>;
