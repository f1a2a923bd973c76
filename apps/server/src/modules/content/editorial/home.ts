import type { CategoryShortcut, HeroSlideSeed, SamplePromotion, ShowroomInvitation } from './types';

/*
 * Editorial parts of the home page. Product links point at keyword searches for now;
 * keywords are URL-encoded so every link is a valid internal path.
 */

/** An internal product-list link for a search keyword. */
export function productKeywordPath(keyword: string): string {
  return `/product/list?keyword=${encodeURIComponent(keyword)}`;
}

export const heroSlides: readonly HeroSlideSeed[] = [
  {
    slideNo: 1,
    title: '테라조, 바닥에 그린 작은 풍경',
    subtitle: '이탈리아 베네토에서 온 대리석 조각 타일로 거실과 현관을 채워 보세요.',
    ctaLabel: '테라조 타일 보기',
    ctaLink: productKeywordPath('테라조'),
    imageKey: 'hero-terrazzo',
  },
  {
    slideNo: 2,
    title: '한 장씩 깔고, 한 장씩 바꾸는 카펫타일',
    subtitle: '작업실부터 아이 방까지, 직접 깔 수 있는 카펫타일을 만나 보세요.',
    ctaLabel: '카펫타일 보기',
    ctaLink: productKeywordPath('카펫타일'),
    imageKey: 'hero-carpet',
  },
  {
    slideNo: 3,
    title: '욕실은 수전 하나로 달라져요',
    subtitle: '국내 배관 규격에 맞춘 유럽 디자인 수전과 욕실 타일을 함께 골라 보세요.',
    ctaLabel: '수전·욕실 보기',
    ctaLink: productKeywordPath('수전'),
    imageKey: 'hero-bath',
  },
  {
    slideNo: 4,
    title: '바닥 위에 놓일 오래된 친구',
    subtitle: '유럽과 한국 디자인 브랜드의 가구로 공간을 완성해 보세요.',
    ctaLabel: '가구 보기',
    ctaLink: productKeywordPath('가구'),
    imageKey: 'hero-furniture',
  },
];

export const samplePromotion: SamplePromotion = {
  eyebrow: '샘플 신청',
  title: '고르기 전에, 먼저 만져 보세요',
  description: '화면으로 보는 색과 실제 색은 다를 수 있어요. 마음에 드는 타일과 카펫타일을 샘플로 받아 우리 집 빛 아래에서 확인해 보세요.',
  points: [
    '샘플 가능 표시가 있는 상품이라면 한 번에 최대 5개까지',
    '옵션(색상·마감)마다 1개씩 신청',
    '샘플 배송비 3,000원 선결제, 영업일 기준 2~3일 안에 도착',
    '받은 샘플은 돌려보내지 않으셔도 돼요',
  ],
  ctaLabel: '샘플 장바구니 보기',
  ctaLink: '/cart/sample',
  secondaryLabel: '샘플 신청 방법',
  secondaryLink: '/board/faq',
};

export const showroomInvitation: ShowroomInvitation = {
  eyebrow: '마루 성수 쇼룸',
  title: '타일은 직접 보면 달라요',
  description: '성수 쇼룸 {showroom.floors}에 유럽 타일과 카펫타일, 수전과 가구를 실제 공간처럼 꾸며 두었어요. 방문 예약을 하시면 담당자가 1:1로 안내해 드려요.',
  // The showroom module's facts, filled in when the home page's data is served.
  details: [
    { label: '주소', value: '{showroom.address}' },
    { label: '운영 시간', value: '{showroom.hours}' },
    { label: '휴무', value: '{showroom.closed}' },
  ],
  ctaLabel: '방문 예약하기',
  ctaLink: '/showroom',
};

export const categoryShortcuts: readonly CategoryShortcut[] = [
  { label: '타일', path: productKeywordPath('타일') },
  { label: '욕실타일', path: productKeywordPath('욕실타일') },
  { label: '카펫타일', path: productKeywordPath('카펫타일') },
  { label: '수전·욕실', path: productKeywordPath('수전') },
  { label: '가구', path: productKeywordPath('가구') },
  { label: '조명', path: productKeywordPath('조명') },
  { label: '소품', path: productKeywordPath('소품') },
];
