import { z } from 'zod';
import type { Banner } from './types';

/**
 * GET /banner/v1/list's answer, declared once: the server answers with it, and the web's
 * reader (features/banner/banner-api.ts) is typed by it. The web does not parse with zod
 * there, because the top banner is read by every page's start-up, which stays free of zod;
 * its own check is tested against this schema (banner-api.test.ts).
 */
const yesNo = z.enum(['Y', 'N']);

export const bannerConditionView = z.object({
  incType: z.enum(['INCLUDE', 'EXCLUDE']),
  parameterType: z.string(),
  compareType: z.enum(['SAME', 'INCLUDE']),
  parameterVal: z.string(),
});

export const bannerConditionGroupView = z.object({ conditionList: z.array(bannerConditionView) });

/** The domain Banner (./types.ts) plus closePeriod and closeYn. */
export const topBannerView = z.object({
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
  conditionList: z.array(bannerConditionGroupView),
});
// A banner as answered is a domain Banner (targeting and closing read it as one): this fails
// to compile the moment the two part.
type IsBanner<T extends Banner> = T;
export type TopBanner = IsBanner<z.infer<typeof topBannerView>>;

export const bannerListView = z.object({ bannerList: z.array(topBannerView) });
