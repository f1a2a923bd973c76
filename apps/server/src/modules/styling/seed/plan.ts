import { STYLING_SPACES, STYLING_STYLES, stylingSpaceNames, stylingStyleNames, type StylingSpace, type StylingStyle } from '@maru/domain';
import { type Department, sceneOf } from './scene';

// The seeded styling pages, generated: every space in six styles, 42 rooms. Pure and
// stable, so a restart writes the same pages under the same numbers.

export const SEEDED_PAGE_COUNT = 42;

export interface PlannedHotspot {
  hotspotNo: number;
  position: number;
  department: Department;
  x: number;
  y: number;
}

export interface PlannedPage {
  stylingNo: number;
  title: string;
  summary: string;
  space: StylingSpace;
  style: StylingStyle;
  story: string[];
  publishedAt: Date;
  photos: { position: number; caption: string }[];
  hotspots: PlannedHotspot[];
}

const titles: ReadonlyArray<(style: string, space: string) => string> = [
  (style, space) => `빛이 머무는 ${style} ${space}`,
  (style, space) => `${style} 감성으로 채운 ${space}`,
  (style, space) => `오래 머물고 싶은 ${style} ${space}`,
  (style, space) => `${style} 톤으로 맞춘 ${space} 이야기`,
  (style, space) => `주말이 기다려지는 ${style} ${space}`,
  (style, space) => `${space}의 재발견, ${style} 스타일링`,
];

const spaceStories: Record<StylingSpace, string> = {
  LIVING: '가족이 가장 오래 머무는 거실은 소파와 바닥이 분위기를 정합니다. 넓은 러그로 앉는 자리를 묶고, 조명은 낮게 두어 저녁 시간을 편안하게 만들었어요.',
  KITCHEN: '주방은 매일 쓰는 곳이라 닦기 쉬운 타일과 손에 익는 수전부터 골랐습니다. 조리대 위 펜던트 조명이 작업 공간을 밝히고, 스툴 두 개로 간단한 식사 자리를 만들었어요.',
  BATH: '욕실은 작은 면적에 타일이 가장 많이 보이는 공간입니다. 벽과 바닥의 타일 톤을 맞추고, 수전과 수건걸이의 마감을 통일해 정돈된 인상을 주었어요.',
  BEDROOM: '침실은 덜어낼수록 편안해집니다. 침대와 협탁만 남기고, 발에 닿는 러그와 은은한 펜던트 조명으로 잠들기 전 시간을 채웠어요.',
  ENTRANCE: '현관은 집의 첫인상입니다. 오염에 강한 바닥 타일을 깔고, 신발장과 벤치로 드나드는 동선을 정리했어요. 거울 하나로 좁은 공간이 한결 넓어 보입니다.',
  BALCONY: '발코니를 작은 쉼터로 바꿨습니다. 물에 강한 바닥 타일 위에 라운지 체어와 사이드 테이블을 두고, 화분으로 계절을 들였어요.',
  OFFICE: '일하는 공간은 집중과 휴식의 균형이 중요합니다. 소음을 줄이는 카펫 타일을 깔고, 넉넉한 책상과 눈이 편한 조명을 골랐어요.',
};

const styleStories: Record<StylingStyle, string> = {
  MODERN: '모던한 공간은 선이 분명하고 색이 절제되어 있어요. 무채색 바탕에 짙은 포인트 컬러 하나만 더했습니다.',
  NATURAL: '내추럴 스타일은 나무와 흙, 식물의 색에서 출발합니다. 거친 질감의 소재를 섞어 따뜻한 분위기를 냈어요.',
  MINIMAL: '미니멀한 공간은 비워 둔 자리가 주인공입니다. 밝은 톤 하나로 통일하고 꼭 필요한 가구만 두었어요.',
  CLASSIC: '클래식 스타일은 몰딩과 깊은 색감이 어우러집니다. 짙은 원목과 금빛 마감으로 무게감을 더했어요.',
  NORDIC: '북유럽 스타일은 밝은 원목과 부드러운 파스텔로 편안함을 만듭니다. 햇빛이 잘 드는 쪽에 가구를 모았어요.',
  INDUSTRIAL: '인더스트리얼 스타일은 벽돌과 콘크리트, 검은 금속이 어울립니다. 거친 바탕에 오렌지 빛 포인트를 두었어요.',
  VINTAGE: '빈티지 스타일은 시간이 쌓인 듯한 색과 소재로 완성됩니다. 테라코타와 올리브 톤으로 이야기를 더했어요.',
};

const views = ['전체 모습', '반대편에서 본 모습', '창가 쪽에서 본 모습'];

/** The day the newest seeded page was published; older ones follow two days apart. */
const NEWEST = Date.UTC(2026, 10, 1, 1, 0, 0);
const DAY = 86_400_000;

export function planStylingPages(count = SEEDED_PAGE_COUNT): PlannedPage[] {
  return Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / STYLING_SPACES.length);
    const space = STYLING_SPACES[index % STYLING_SPACES.length]!;
    // Stepping two styles per round gives every space six different styles.
    const style = STYLING_STYLES[(index % STYLING_SPACES.length + 2 * round) % STYLING_STYLES.length]!;
    const [spaceName, styleName] = [stylingSpaceNames[space], stylingStyleNames[style]];
    const stylingNo = index + 1;
    const photoCount = index % 3 === 0 ? 3 : 2;
    const photos: PlannedPage['photos'] = [];
    const hotspots: PlannedHotspot[] = [];
    for (let position = 0; position < photoCount; position++) {
      const { spots } = sceneOf(space, style, position);
      // Every view tags a different few of the room's pieces (three or four of them).
      const take = 3 + ((index + position) % 2);
      const chosen = spots.filter((_, k) => (k + position + index) % spots.length < take);
      photos.push({ position, caption: `${views[position]} — ${chosen.map((spot) => spot.label).join(', ')}` });
      for (const spot of chosen) hotspots.push({ hotspotNo: hotspots.length + 1, position, department: spot.department, x: spot.x, y: spot.y });
    }
    return {
      stylingNo,
      title: titles[round % titles.length]!(styleName, spaceName),
      summary: `${styleName} 스타일로 꾸민 ${spaceName}. 사진 속 상품을 눌러 바로 만나 보세요.`,
      space,
      style,
      story: [spaceStories[space], styleStories[style], '사진 속 점을 누르면 그 자리에 놓인 상품을 볼 수 있어요. 아래 ‘이 공간의 상품’에서 한눈에 모아 볼 수도 있습니다.'],
      publishedAt: new Date(NEWEST - index * 2 * DAY),
      photos,
      hotspots,
    };
  });
}

/**
 * The product each hotspot shows: one of the catalogue's products of the piece's department,
 * chosen by a hash of the page and hotspot, never the same twice on a page. A department
 * the catalogue lacks falls back to any product.
 */
export function assignProducts(
  page: PlannedPage,
  byDepartment: ReadonlyMap<string, readonly number[]>,
  all: readonly number[],
): Map<number, number> {
  const used = new Set<number>();
  const chosen = new Map<number, number>();
  const pick = (pool: readonly number[], key: number): number | undefined => {
    if (pool.length === 0) return undefined;
    const start = hash(key) % pool.length;
    for (let step = 0; step < pool.length; step++) {
      const productNo = pool[(start + step) % pool.length]!;
      if (!used.has(productNo)) return productNo;
    }
    return undefined;
  };
  for (const hotspot of page.hotspots) {
    const key = page.stylingNo * 131 + hotspot.hotspotNo * 17;
    const productNo = pick(byDepartment.get(hotspot.department) ?? [], key) ?? pick(all, key);
    if (productNo === undefined) continue;
    used.add(productNo);
    chosen.set(hotspot.hotspotNo, productNo);
  }
  return chosen;
}

/** A small integer hash (xorshift-multiply), stable across runs. */
function hash(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}
