import type { HomeSectionWrite } from './home-sections';
import type { SeedContext } from '../../../core/module';
import { aboutBrand, aboutCompany, aboutPeople, categoryShortcuts, heroSlides, samplePromotion, showroomInvitation } from '../editorial';
import { countHomeSections, insertHomeSection } from './home-queries';
import { upsertBlocks } from './queries';

const always = { state: 'PUBLISHED', startsAt: null, endsAt: null } as const;

/** The home page as it was laid out before issue 27, top to bottom: each block became a section. */
export const seedHomeLayout: readonly Pick<HomeSectionWrite, 'kind' | 'body'>[] = [
  { kind: 'HERO', body: { slides: heroSlides.map(({ slideNo: _slideNo, ...slide }) => slide) } },
  { kind: 'CATEGORIES', body: { title: '카테고리', shortcuts: [...categoryShortcuts] } },
  { kind: 'SITE_LINKS', body: { title: '둘러보기' } },
  { kind: 'SHELF', body: { title: '새로 들어온 상품', source: 'NEW', productNos: [] } },
  { kind: 'SHELF', body: { title: '많이 찾는 상품', source: 'POPULAR', productNos: [] } },
  { kind: 'BRANDS', body: { title: '브랜드' } },
  { kind: 'SAMPLE', body: samplePromotion },
  { kind: 'SHOWROOM', body: showroomInvitation },
];

/** The first layout, on a database without sections (content_seed marks it done either way). */
export async function seedHomeSections({ db }: SeedContext): Promise<void> {
  if ((await countHomeSections(db)) > 0) return;
  await db.transaction().execute(async (trx) => {
    for (const [index, section] of seedHomeLayout.entries()) {
      await insertHomeSection(trx, { kind: section.kind, body: section.body, schedule: { ...always } }, new Date(), index + 1);
    }
  });
}

export async function seedAboutPages({ db }: SeedContext): Promise<void> {
  await upsertBlocks(db, { 'about.brand': aboutBrand, 'about.company': aboutCompany, 'about.people': aboutPeople });
}
