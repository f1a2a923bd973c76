import { z } from 'zod';
import { scheduleInput, scheduleView } from '../publication/schedule';
import { bannerConditionProblem, BANNER_CONDITIONS_PER_GROUP_MAX, BANNER_GROUPS_MAX } from './targeting';
import type { BannerCondition } from './types';

// The console's 배너 관리 (/api/admin/v1/content/banners), declared once for the server's
// routes and the console's screens. Kept apart from contract.ts and targeting.ts, which the
// shop's start-up reads without zod.

export const BANNER_CONTENTS_MAX = 2_000;
const yesNo = z.enum(['Y', 'N']);
const bannerSeq = z.coerce.number().int().positive().max(2_147_483_647);
const colour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, '색은 #RRGGBB 형식으로 입력해 주세요.').transform((value) => value.toUpperCase());

/** An internal path (/board/faq) or a web address (https://…); empty: the bar is no link. */
export const isBannerLink = (value: string): boolean => value === '' || /^\/(?![/\\])[^\s"'<>\\]*$/.test(value) || /^https?:\/\/[^\s"'<>\\]+$/.test(value);

/** A condition as written in the builder; bannerConditionProblem (targeting.ts) says what is refused and why. */
export const bannerConditionInput = z
  .strictObject({
    incType: z.string().max(20),
    parameterType: z.string().trim().max(60),
    compareType: z.string().max(20),
    parameterVal: z.string().max(2_000),
  })
  .superRefine((condition, context) => {
    const problem = bannerConditionProblem(condition as BannerCondition);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((condition) => ({ ...condition, parameterVal: condition.parameterVal.trim() }) as BannerCondition);

export const bannerConditionGroupInput = z.strictObject({
  conditionList: z.array(bannerConditionInput).max(BANNER_CONDITIONS_PER_GROUP_MAX, `한 묶음에 조건은 ${BANNER_CONDITIONS_PER_GROUP_MAX}개까지입니다.`),
});

/** The text a banner shows, tags aside: a banner with none would render nothing (spec 01 §3). */
export const bannerText = (contents: string): string => contents.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** POST and PUT /api/admin/v1/content/banners…: the banner's fields (spec 01 §3), its targeting and its schedule. */
export const bannerWriteRequest = z.strictObject({
  contents: z
    .string()
    .max(BANNER_CONTENTS_MAX, `배너 문구는 ${BANNER_CONTENTS_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`)
    .refine((contents) => bannerText(contents) !== '', '배너 문구를 입력해 주세요.'),
  pcLink: z.strictObject({
    bannerLink: z.string().trim().max(500).refine(isBannerLink, '링크는 /로 시작하는 쇼핑몰 경로나 https:// 주소여야 합니다.'),
    targetBlankYn: yesNo,
  }),
  bannerColor: colour,
  bgColor: colour,
  closeYn: yesNo,
  /** How long a close hides it: 1–999 and d, m or y (spec 01 §4). */
  closePeriod: z.string().trim().regex(/^[1-9]\d{0,2}[dmy]$/, '닫기 기간은 1d, 2m, 1y처럼 숫자와 d·m·y로 입력해 주세요.'),
  conditionList: z.array(bannerConditionGroupInput).max(BANNER_GROUPS_MAX, `조건 묶음은 ${BANNER_GROUPS_MAX}개까지입니다.`),
  schedule: scheduleInput,
});
export type BannerWriteRequest = z.input<typeof bannerWriteRequest>;

export const bannerSeqParams = z.strictObject({ bannerSeq });

/** PUT /api/admin/v1/content/banners/order: every banner's number, in the order the shop tries them (CDC). */
export const bannerOrderRequest = z.strictObject({
  bannerSeqs: z
    .array(bannerSeq)
    .min(1)
    .max(500)
    .refine((list) => new Set(list).size === list.length, '같은 배너가 두 번 있습니다.'),
});

const conditionView = z.object({ incType: z.enum(['INCLUDE', 'EXCLUDE']), parameterType: z.string(), compareType: z.enum(['SAME', 'INCLUDE']), parameterVal: z.string() });

export const adminBannerView = z.object({
  bannerSeq: z.number().int(),
  /** Cleaned with the banner allow-list on every read; placeholders ({showroom.hours}) as written. */
  contents: z.string(),
  pcLink: z.object({ bannerLink: z.string(), targetBlankYn: yesNo }),
  bannerColor: z.string(),
  bgColor: z.string(),
  closeYn: yesNo,
  closePeriod: z.string(),
  sortOrder: z.number().int(),
  conditionList: z.array(z.object({ conditionList: z.array(conditionView) })),
  schedule: scheduleView,
  updatedAt: z.iso.datetime(),
});
export type AdminBannerView = z.infer<typeof adminBannerView>;

/** In the order the shop tries them: sort order, then the newer first (CDC). */
export const adminBannerListView = z.object({ list: z.array(adminBannerView) });
export type AdminBannerListView = z.infer<typeof adminBannerListView>;

export const bannerDeletedView = z.object({ bannerSeq: z.number().int() });
