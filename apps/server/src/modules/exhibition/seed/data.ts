import type { BlockContent } from '../block-content';

// The seeded exhibitions: numbers the pages link to (spec 01 §2 names /exhibition/32), periods
// relative to the seed day so a fresh shop has running, upcoming and ended ones, and blocks
// whose product groups are filled from whatever the seeded catalogue holds.

export type Department = 'TILE' | 'CARPET' | 'BATH' | 'FURNITURE' | 'LIGHTING' | 'OBJECT';

/** A product group as the seed describes it: products of a department, chosen when seeding. */
export interface ProductPick {
  kind: 'PRODUCT';
  title: string;
  department: Department;
  count: number;
}

export type SeedBlock = Exclude<BlockContent, { kind: 'PRODUCT' }> | ProductPick;

export interface Palette {
  ground: string;
  accent: string;
  deep: string;
  light: string;
}

export interface SeedExhibition {
  exhibitionNo: number;
  title: string;
  summary: string;
  coverAlt: string;
  /** Days from the seed day (00:00 KST) to the opening; negative: already open. */
  startDay: number;
  days: number;
  palette: Palette;
  blocks: SeedBlock[];
}

/** The coupon event the benefit module seeds (WINTER2026); a missing event only hides the block. */
export const SEED_COUPON_EVENT = 'WINTER2026';

const palettes = {
  bath: { ground: '#e6efec', accent: '#5f9c8f', deep: '#2f5d56', light: '#f7fbfa' },
  terrazzo: { ground: '#f1e9df', accent: '#c7875e', deep: '#7a4b33', light: '#fbf7f2' },
  rug: { ground: '#ece6f0', accent: '#8a6fa3', deep: '#4d3a60', light: '#f8f5fa' },
  light: { ground: '#fbf3d9', accent: '#e0a82e', deep: '#6b5417', light: '#fffdf4' },
  furniture: { ground: '#ece7e1', accent: '#9c7b5b', deep: '#4a3b2c', light: '#f9f7f4' },
  object: { ground: '#f3e4e1', accent: '#c46a5a', deep: '#6e3128', light: '#fcf6f5' },
  kitchen: { ground: '#e3eaf2', accent: '#4f7cae', deep: '#243e5c', light: '#f5f8fb' },
  summer: { ground: '#dff1f4', accent: '#3aa0b5', deep: '#1b5461', light: '#f4fbfc' },
} satisfies Record<string, Palette>;

const intro = (lead: string, points: string[]) =>
  `<h2>${lead}</h2><p>마루 에디터가 직접 고른 제품과 시공 팁을 한곳에 모았습니다.</p><ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>`;

const scene = (exhibitionNo: number, alt: string, linkUrl: string | null = null): SeedBlock => ({ kind: 'IMAGE', content: { imageKey: `scene-${exhibitionNo}`, alt, linkUrl } });

export const seedExhibitions: readonly SeedExhibition[] = [
  {
    exhibitionNo: 32,
    title: '욕실을 바꾸는 작은 변화',
    summary: '수전 하나, 타일 한 줄로 달라지는 욕실. 겨울 욕실 리모델링 기획전',
    coverAlt: '초록빛 타일 벽 앞에 놓인 세면대와 수전',
    startDay: -10,
    days: 140,
    palette: palettes.bath,
    blocks: [
      scene(32, '햇살이 드는 욕실에 놓인 세면대와 초록 타일 벽', '/product/list'),
      { kind: 'EDITOR', content: { html: intro('작은 교체로 큰 변화를', ['<strong>수전과 세면대</strong>만 바꿔도 욕실의 인상이 달라집니다.', '벽 한 면만 포인트 타일로 마감해 보세요.', '물기에 강한 소재를 고르면 관리가 쉬워집니다.']) } },
      { kind: 'PRODUCT', title: '욕실 베스트', department: 'BATH', count: 8 },
      { kind: 'COUPON', content: { title: '기획전 쿠폰 받기', eventCode: SEED_COUPON_EVENT } },
      { kind: 'PRODUCT', title: '욕실 벽에 어울리는 타일', department: 'TILE', count: 4 },
      { kind: 'EDITOR', content: { html: '<p>시공이 궁금하다면 <a href="/board/faq">자주 묻는 질문</a>을 확인하거나 쇼룸에서 직접 만져 보세요.</p>' } },
    ],
  },
  {
    exhibitionNo: 33,
    title: '테라조 타일 컬렉션',
    summary: '돌 조각이 만드는 따뜻한 패턴, 테라조 타일만 모았습니다.',
    coverAlt: '베이지 테라조 타일 바닥 위의 화병',
    startDay: -3,
    days: 40,
    palette: palettes.terrazzo,
    blocks: [
      scene(33, '테라조 타일로 마감한 거실 바닥'),
      { kind: 'EDITOR', content: { html: intro('테라조, 이렇게 쓰세요', ['넓은 바닥에는 큰 규격을, 벽에는 작은 규격을 추천합니다.', '줄눈 색을 맞추면 한층 차분해집니다.']) } },
      { kind: 'PRODUCT', title: '테라조 & 포인트 타일', department: 'TILE', count: 8 },
    ],
  },
  {
    exhibitionNo: 31,
    title: '겨울 러그 & 카펫 위크',
    summary: '발끝부터 따뜻하게. 겨울에 어울리는 러그와 카펫',
    coverAlt: '보라빛 러그가 깔린 거실과 의자',
    startDay: -20,
    days: 30,
    palette: palettes.rug,
    blocks: [
      { kind: 'EDITOR', content: { html: '<p>두툼한 루프 카펫부터 관리가 쉬운 러그까지, <em>겨울 한정</em>으로 소개합니다.</p>' } },
      { kind: 'PRODUCT', title: '이번 주 추천 카펫', department: 'CARPET', count: 8 },
      scene(31, '햇빛이 드는 방에 깔린 러그'),
    ],
  },
  {
    exhibitionNo: 34,
    title: '봄맞이 조명 기획전',
    summary: '새 계절을 밝히는 조명, 곧 공개합니다.',
    coverAlt: '노란 펜던트 조명이 걸린 식탁',
    startDay: 10,
    days: 30,
    palette: palettes.light,
    blocks: [
      scene(34, '식탁 위에 걸린 펜던트 조명'),
      { kind: 'PRODUCT', title: '봄 조명 미리 보기', department: 'LIGHTING', count: 8 },
    ],
  },
  {
    exhibitionNo: 35,
    title: '신혼집 가구 제안',
    summary: '처음 함께 고르는 가구, 오래 쓰는 디자인으로.',
    coverAlt: '나무 가구로 꾸민 밝은 거실',
    startDay: 25,
    days: 30,
    palette: palettes.furniture,
    blocks: [{ kind: 'PRODUCT', title: '신혼집 가구', department: 'FURNITURE', count: 8 }],
  },
  {
    exhibitionNo: 30,
    title: '가을 오브제 페어',
    summary: '공간에 이야기를 더하는 오브제 모음',
    coverAlt: '선반 위에 놓인 토분과 화병',
    startDay: -60,
    days: 30,
    palette: palettes.object,
    blocks: [
      scene(30, '선반 위에 놓인 오브제들'),
      { kind: 'EDITOR', content: { html: '<p>작은 오브제 하나로 계절을 들여 보세요.</p>' } },
      { kind: 'PRODUCT', title: '오브제 추천', department: 'OBJECT', count: 8 },
    ],
  },
  {
    exhibitionNo: 29,
    title: '주방 타일 리뉴얼',
    summary: '주방 벽을 새로 입히는 타일 아이디어',
    coverAlt: '푸른 타일로 마감한 주방 벽',
    startDay: -90,
    days: 30,
    palette: palettes.kitchen,
    blocks: [
      { kind: 'EDITOR', content: { html: intro('주방 타일 고르는 법', ['기름때가 잘 닦이는 유광 타일', '상부장 아래 한 줄 포인트']) } },
      { kind: 'PRODUCT', title: '주방 벽 타일', department: 'TILE', count: 8 },
    ],
  },
  {
    exhibitionNo: 28,
    title: '여름 욕실 쿨링',
    summary: '시원한 색으로 여름 욕실 만들기',
    coverAlt: '하늘색 타일 욕실',
    startDay: -150,
    days: 40,
    palette: palettes.summer,
    blocks: [scene(28, '하늘색 타일로 마감한 욕실'), { kind: 'PRODUCT', title: '여름 욕실 추천', department: 'BATH', count: 4 }],
  },
  {
    exhibitionNo: 27,
    title: '홈 오피스 가구전',
    summary: '집에서 일하는 시간을 위한 책상과 의자',
    coverAlt: '창가에 놓인 책상과 의자',
    startDay: -200,
    days: 30,
    palette: palettes.furniture,
    blocks: [{ kind: 'PRODUCT', title: '홈 오피스 가구', department: 'FURNITURE', count: 8 }],
  },
  {
    exhibitionNo: 26,
    title: '첫 집 꾸미기',
    summary: '처음 꾸미는 집, 무엇부터 바꿀까요?',
    coverAlt: '따뜻한 빛의 작은 거실',
    startDay: -260,
    days: 30,
    palette: palettes.object,
    blocks: [
      { kind: 'EDITOR', content: { html: intro('첫 집 체크리스트', ['조명부터 바꾸기', '러그로 공간 나누기', '오브제로 마무리']) } },
      { kind: 'PRODUCT', title: '첫 집 추천 상품', department: 'LIGHTING', count: 4 },
    ],
  },
];
