import { type AdminHomeSectionView, HOME_SECTION_KINDS, type HomeProductPick, type HomeSectionBody, type HomeSectionKind, homeSectionKindLabels, type HomeSectionWriteRequest } from '@maru/domain';
import { draftSchedule, scheduleInputOf, scheduleValuesOf, type ScheduleValues } from '../../ui/pieces/schedule';

// A home section as its editor holds it: the kind's body (the write's own shape) and the schedule.

export type Bodies = { [K in HomeSectionKind]: HomeSectionBody<K> };

export interface HomeSectionFormValues<K extends HomeSectionKind = HomeSectionKind> {
  kind: K;
  body: Bodies[K];
  schedule: ScheduleValues;
  /** A shelf's picked products as found or as the server has them, to name them in the editor. */
  picked: HomeProductPick[];
}

export const isHomeSectionKind = (value: string | null): value is HomeSectionKind => HOME_SECTION_KINDS.includes(value as HomeSectionKind);

export function emptyBody<K extends HomeSectionKind>(kind: K): Bodies[K] {
  const bodies: Bodies = {
    HERO: { slides: [{ title: '', subtitle: '', ctaLabel: '보기', ctaLink: '/', imageKey: 'hero-terrazzo' }] },
    CATEGORIES: { title: '카테고리', shortcuts: [{ label: '', path: '/product/list' }] },
    SITE_LINKS: { title: '둘러보기' },
    SHELF: { title: '', source: 'PICKED', productNos: [] },
    BRANDS: { title: '브랜드' },
    SAMPLE: { eyebrow: '샘플 신청', title: '', description: '', points: [], ctaLabel: '샘플 장바구니 보기', ctaLink: '/cart/sample', secondaryLabel: '샘플 신청 방법', secondaryLink: '/board/faq' },
    SHOWROOM: { eyebrow: '쇼룸', title: '', description: '', details: [{ label: '주소', value: '{showroom.address}' }], ctaLabel: '방문 예약하기', ctaLink: '/showroom' },
  };
  return bodies[kind];
}

export const emptyHomeSectionForm = (kind: HomeSectionKind): HomeSectionFormValues => ({ kind, body: emptyBody(kind), schedule: draftSchedule(), picked: [] });

export const formOfHomeSection = (section: AdminHomeSectionView): HomeSectionFormValues => ({
  kind: section.kind,
  body: section.body as Bodies[HomeSectionKind],
  schedule: scheduleValuesOf(section.schedule),
  picked: section.picked,
});

export const writeOfHomeSection = (values: HomeSectionFormValues): HomeSectionWriteRequest => ({ kind: values.kind, body: values.body, schedule: scheduleInputOf(values.schedule) }) as HomeSectionWriteRequest;

/** A line on what a section holds, for the list. */
export function homeSectionSummary(section: AdminHomeSectionView): string {
  switch (section.kind) {
    case 'HERO':
      return `슬라이드 ${section.body.slides.length}장: ${section.body.slides.map((slide) => slide.title).join(' · ')}`;
    case 'CATEGORIES':
      return `${section.body.title}: ${section.body.shortcuts.map((shortcut) => shortcut.label).join(', ')}`;
    case 'SHELF':
      return section.body.source === 'PICKED' ? `${section.body.title} (상품 ${section.body.productNos.length}개)` : `${section.body.title} (자동)`;
    case 'SITE_LINKS':
    case 'BRANDS':
      return section.body.title;
    case 'SAMPLE':
    case 'SHOWROOM':
      return section.body.title;
  }
}

export const kindLabel = (kind: HomeSectionKind) => homeSectionKindLabels[kind];
