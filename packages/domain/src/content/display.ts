import { z } from 'zod';
import { productCardSchema } from '../catalogue/answers';
import { pageOf, pageNumberParam } from '../paging';
import { scheduleInput, scheduleView } from '../publication/schedule';
import type { CategoryShortcut, HeroSlide, LabelValue, SamplePromotion, ShowroomInvitation } from './types';

// The home page (GET /display/v1/home) and the console's 홈 화면 (/api/admin/v1/content/home-sections),
// declared once for the server's routes and the web app. The home page is its stored sections,
// in the operator's order, each shown from its start until its end (issue 27).

/** What a section of the home page can be, in the order the seed lays them out. */
export const HOME_SECTION_KINDS = ['HERO', 'CATEGORIES', 'SITE_LINKS', 'SHELF', 'BRANDS', 'SAMPLE', 'SHOWROOM'] as const;
export type HomeSectionKind = (typeof HOME_SECTION_KINDS)[number];

export const homeSectionKindLabels: Readonly<Record<HomeSectionKind, string>> = {
  HERO: '히어로 슬라이드',
  CATEGORIES: '카테고리 바로가기',
  SITE_LINKS: '둘러보기 (스타일링·기획전·쇼룸·이벤트)',
  SHELF: '상품 진열',
  BRANDS: '브랜드 목록',
  SAMPLE: '샘플 신청 안내',
  SHOWROOM: '쇼룸 방문 안내',
};

/** A shelf's products: the newest or the most popular (the catalogue's search), or ones an operator picked. */
export const SHELF_SOURCES = ['NEW', 'POPULAR', 'PICKED'] as const;
export type ShelfSource = (typeof SHELF_SOURCES)[number];
export const shelfSourceLabels: Readonly<Record<ShelfSource, string>> = { NEW: '새로 들어온 상품 (자동)', POPULAR: '많이 찾는 상품 (자동)', PICKED: '직접 고른 상품' };
export const SHELF_PRODUCTS_MAX = 24;

/** The hero pictures the catalogue seed renders (/media/hero/<key>-<w>x<h>.webp). */
export const HERO_IMAGE_KEYS = ['hero-terrazzo', 'hero-carpet', 'hero-bath', 'hero-furniture'] as const;
export type HeroImageKey = (typeof HERO_IMAGE_KEYS)[number];
export const heroImageLabels: Readonly<Record<HeroImageKey, string>> = { 'hero-terrazzo': '테라조 바닥', 'hero-carpet': '카펫타일', 'hero-bath': '욕실·수전', 'hero-furniture': '가구' };

// ── What the shop reads ─────────────────────────────────────────────────────────────────

const labelValueView: z.ZodType<LabelValue> = z.object({ label: z.string(), value: z.string() });

export const samplePromotionView: z.ZodType<SamplePromotion> = z.object({
  eyebrow: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.array(z.string()),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  secondaryLabel: z.string(),
  secondaryLink: z.string(),
});

export const showroomInvitationView: z.ZodType<ShowroomInvitation> = z.object({
  eyebrow: z.string(),
  title: z.string(),
  description: z.string(),
  details: z.array(labelValueView),
  ctaLabel: z.string(),
  ctaLink: z.string(),
});

export const categoryShortcutView: z.ZodType<CategoryShortcut> = z.object({ label: z.string(), path: z.string() });

const heroSlideView: z.ZodType<HeroSlide> = z.object({
  slideNo: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  image: z.object({ src: z.string(), srcSet: z.string(), width: z.number().int(), height: z.number().int() }),
});

const sectionId = z.number().int();

export const homeSectionView = z.discriminatedUnion('kind', [
  z.object({ sectionId, kind: z.literal('HERO'), slides: z.array(heroSlideView) }),
  z.object({ sectionId, kind: z.literal('CATEGORIES'), title: z.string(), shortcuts: z.array(categoryShortcutView) }),
  z.object({ sectionId, kind: z.literal('SITE_LINKS'), title: z.string() }),
  /** NEW and POPULAR shelves are filled by the page from the catalogue's search; PICKED ones carry their products. */
  z.object({ sectionId, kind: z.literal('SHELF'), title: z.string(), source: z.enum(SHELF_SOURCES), products: z.array(productCardSchema) }),
  z.object({ sectionId, kind: z.literal('BRANDS'), title: z.string() }),
  z.object({ sectionId, kind: z.literal('SAMPLE'), block: samplePromotionView }),
  z.object({ sectionId, kind: z.literal('SHOWROOM'), block: showroomInvitationView }),
]);
export type HomeSectionView = z.infer<typeof homeSectionView>;

/** GET /display/v1/home: the live sections, in the operator's order. */
export const homeDisplayView = z.object({ sections: z.array(homeSectionView) });
export type HomeDisplay = z.infer<typeof homeDisplayView>;

// ── What the console writes ─────────────────────────────────────────────────────────────

// A refinement, not a pattern: the OpenAPI document's patterns are fuzzed, and a lookahead is not one they generate.
const internalPath = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/(?![/\\])[^\s"'<>\\]*$/.test(value), '링크는 /로 시작하는 쇼핑몰 안의 경로여야 합니다.');
const line = (max: number, empty: string) => z.string().trim().min(1, empty).max(max, `${max}자까지 쓸 수 있습니다.`);
const text = (max: number) => z.string().trim().max(max, `${max}자까지 쓸 수 있습니다.`);

export const heroSlideInput = z.strictObject({
  title: line(60, '슬라이드 제목을 입력해 주세요.'),
  subtitle: text(120),
  ctaLabel: line(20, '버튼 문구를 입력해 주세요.'),
  ctaLink: internalPath,
  imageKey: z.enum(HERO_IMAGE_KEYS),
});
export type HeroSlideInput = z.infer<typeof heroSlideInput>;

export const heroBody = z.strictObject({ slides: z.array(heroSlideInput).min(1, '슬라이드를 하나 이상 넣어 주세요.').max(8, '슬라이드는 8장까지입니다.') });
export const categoriesBody = z.strictObject({
  title: line(30, '제목을 입력해 주세요.'),
  shortcuts: z.array(z.strictObject({ label: line(20, '이름을 입력해 주세요.'), path: internalPath })).min(1, '바로가기를 하나 이상 넣어 주세요.').max(16, '바로가기는 16개까지입니다.'),
});
export const titledBody = z.strictObject({ title: line(30, '제목을 입력해 주세요.') });
export const shelfBody = z
  .strictObject({
    title: line(30, '제목을 입력해 주세요.'),
    source: z.enum(SHELF_SOURCES),
    productNos: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(SHELF_PRODUCTS_MAX, `상품은 ${SHELF_PRODUCTS_MAX}개까지 진열합니다.`)
      .refine((list) => new Set(list).size === list.length, '같은 상품이 두 번 있습니다.')
      .default([]),
  })
  .refine((shelf) => shelf.source !== 'PICKED' || shelf.productNos.length > 0, { message: '진열할 상품을 하나 이상 골라 주세요.', path: ['productNos'] });
export const sampleBody = z.strictObject({
  eyebrow: text(30),
  title: line(60, '제목을 입력해 주세요.'),
  description: text(300),
  points: z.array(line(100, '빈 항목은 지워 주세요.')).max(8, '항목은 8개까지입니다.'),
  ctaLabel: line(20, '버튼 문구를 입력해 주세요.'),
  ctaLink: internalPath,
  secondaryLabel: line(20, '버튼 문구를 입력해 주세요.'),
  secondaryLink: internalPath,
});
export const showroomBody = z.strictObject({
  eyebrow: text(30),
  title: line(60, '제목을 입력해 주세요.'),
  description: text(300),
  details: z.array(z.strictObject({ label: line(20, '이름을 입력해 주세요.'), value: line(100, '내용을 입력해 주세요.') })).max(8, '항목은 8개까지입니다.'),
  ctaLabel: line(20, '버튼 문구를 입력해 주세요.'),
  ctaLink: internalPath,
});

/** What each kind stores (and the console writes): the same schemas check a stored body when it is read. */
export const homeSectionBodies = {
  HERO: heroBody,
  CATEGORIES: categoriesBody,
  SITE_LINKS: titledBody,
  SHELF: shelfBody,
  BRANDS: titledBody,
  SAMPLE: sampleBody,
  SHOWROOM: showroomBody,
} as const satisfies Record<HomeSectionKind, z.ZodType>;
export type HomeSectionBody<K extends HomeSectionKind> = z.output<(typeof homeSectionBodies)[K]>;

/** POST and PUT /api/admin/v1/content/home-sections…: a section's kind, its content and its schedule. */
export const homeSectionWriteRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('HERO'), body: heroBody, schedule: scheduleInput }),
  z.strictObject({ kind: z.literal('CATEGORIES'), body: categoriesBody, schedule: scheduleInput }),
  z.strictObject({ kind: z.literal('SITE_LINKS'), body: titledBody, schedule: scheduleInput }),
  z.strictObject({ kind: z.literal('SHELF'), body: shelfBody, schedule: scheduleInput }),
  z.strictObject({ kind: z.literal('BRANDS'), body: titledBody, schedule: scheduleInput }),
  z.strictObject({ kind: z.literal('SAMPLE'), body: sampleBody, schedule: scheduleInput }),
  z.strictObject({ kind: z.literal('SHOWROOM'), body: showroomBody, schedule: scheduleInput }),
]);
export type HomeSectionWriteRequest = z.input<typeof homeSectionWriteRequest>;

export const homeSectionParams = z.strictObject({ sectionId: z.coerce.number().int().positive().max(2_147_483_647) });

export const homeSectionOrderRequest = z.strictObject({
  sectionIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(200).refine((list) => new Set(list).size === list.length, '같은 영역이 두 번 있습니다.'),
});

/** A product an operator can put on a shelf, as the console's search finds it. */
export const homeProductPick = z.object({
  productNo: z.number().int(),
  productName: z.string(),
  brandName: z.string(),
  sellingPrice: z.number().int(),
  /** ON_SALE, SOLD_OUT, HIDDEN…: a hidden product is left off the shelf. */
  status: z.string(),
  imageUrl: z.string(),
});
export type HomeProductPick = z.infer<typeof homeProductPick>;

export const homeProductSearchQuery = z.strictObject({ keyword: z.string().trim().min(1, '검색어를 입력해 주세요.').max(60), page: pageNumberParam });
export const homeProductSearchView = pageOf(homeProductPick);

const adminSection = <K extends HomeSectionKind, B extends z.ZodType>(kind: K, body: B) =>
  z.object({
    sectionId: z.number().int(),
    kind: z.literal(kind),
    /** As stored (the write's body); placeholders ({showroom.hours}) as written. */
    body,
    sortOrder: z.number().int(),
    schedule: scheduleView,
    /** A SHELF's picked products as the catalogue has them now (one gone from it is missing here); empty for other kinds. */
    picked: z.array(homeProductPick),
    updatedAt: z.iso.datetime(),
  });

export const adminHomeSectionView = z.discriminatedUnion('kind', [
  adminSection('HERO', heroBody),
  adminSection('CATEGORIES', categoriesBody),
  adminSection('SITE_LINKS', titledBody),
  adminSection('SHELF', shelfBody),
  adminSection('BRANDS', titledBody),
  adminSection('SAMPLE', sampleBody),
  adminSection('SHOWROOM', showroomBody),
]);
export type AdminHomeSectionView = z.infer<typeof adminHomeSectionView>;

export const adminHomeSectionListView = z.object({ list: z.array(adminHomeSectionView) });
export type AdminHomeSectionListView = z.infer<typeof adminHomeSectionListView>;

export const homeSectionDeletedView = z.object({ sectionId: z.number().int() });
