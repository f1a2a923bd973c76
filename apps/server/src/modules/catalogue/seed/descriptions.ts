import type { Random } from './random';
import type { Department, GeneratedBrand } from '../types';

// Phrase banks for product descriptions. A description is one opening sentence about the
// product and its material, then one to three of: where it suits, a fitting tip, care.
// Placeholders: {brand} {country} {what} {material} {series}; a particle written as
// (으)로 after a placeholder is fitted to the word it follows.

interface PhraseBank {
  opening: readonly string[];
  space: readonly string[];
  tip: readonly string[];
  care: readonly string[];
}

const tileBank: PhraseBank = {
  opening: [
    '{country} 브랜드 {brand}에서 만든 {what}(으)로, {material} 소지 특유의 단단함과 자연스러운 색감을 담았습니다.',
    '{series} 컬렉션의 {what}입니다. {material} 표면에 은은한 패턴을 더해 공간에 깊이를 줍니다.',
    '{brand}의 대표 {what}(으)로, {country} 공방의 유약 기술로 타일마다 미세하게 다른 톤을 살렸습니다.',
    '1,200도 이상에서 구워 낸 {what}(으)로 흡수율이 낮아 물과 얼룩에 강합니다.',
  ],
  space: [
    '욕실 벽과 주방 백스플래시에 잘 어울립니다.',
    '거실 바닥이나 현관처럼 넓게 이어지는 공간에 시공하면 더욱 돋보입니다.',
    '카페, 쇼룸 같은 상업 공간에도 많이 쓰입니다.',
    '작은 욕실에 쓰면 줄눈이 리듬감을 만들어 공간이 넓어 보입니다.',
  ],
  tip: [
    '시공 시 2~3mm 줄눈과 평탄 클립을 함께 쓰면 단차 없이 깔끔하게 마감됩니다.',
    '로트별로 색상 차이가 있을 수 있으니 필요한 수량을 한 번에 주문해 주세요.',
    '대형 타일은 떠붙임보다 압착 시공을 권장합니다.',
    '절단 손실을 고려해 필요 면적보다 10% 정도 여유 있게 준비하세요.',
  ],
  care: [
    '평소에는 중성 세제를 묻힌 부드러운 걸레로 닦아 주세요.',
    '산성 세제는 줄눈을 상하게 할 수 있으니 피해 주세요.',
    '시공 후 줄눈 코팅제를 바르면 오염을 오래 막을 수 있습니다.',
  ],
};

const carpetBank: PhraseBank = {
  opening: [
    '{brand}의 {what}(으)로, {material} 원사를 촘촘하게 짜 발걸음 소리를 줄여 줍니다.',
    '{series} 조직의 {what}입니다. {material} 원사로 만들어 복원력이 좋고 눌림 자국이 잘 남지 않습니다.',
    '{country}에서 생산한 {what}(으)로, 조각 단위로 깔고 교체할 수 있어 관리가 쉽습니다.',
  ],
  space: [
    '사무실, 회의실, 스터디 공간처럼 오래 머무는 곳에 알맞습니다.',
    '아이 방과 거실에 깔면 층간 소음을 줄이는 데 도움이 됩니다.',
    '방향을 바꿔 깔면 체커보드나 애쉬라 패턴을 만들 수 있습니다.',
  ],
  tip: [
    '바닥이 평평하고 건조한 상태에서 전용 접착 테이프로 고정해 주세요.',
    '시공 전 하루 정도 실내에 두어 온도에 적응시키면 들뜸이 줄어듭니다.',
    '오염된 조각만 떼어 교체할 수 있도록 여분을 남겨 두세요.',
  ],
  care: [
    '진공청소기로 주 2회 이상 청소해 주세요.',
    '음료를 쏟았을 때는 문지르지 말고 마른 천으로 눌러 흡수시켜 주세요.',
  ],
};

const bathBank: PhraseBank = {
  opening: [
    '{brand}의 {what}(으)로, {material} 본체에 세라믹 디스크 카트리지를 써서 물 조절이 부드럽습니다.',
    '{series} 라인의 {what}입니다. {country} 공장에서 {material} 소재를 정밀 가공해 오래 써도 흔들림이 없습니다.',
    '군더더기 없는 선으로 완성한 {what}(으)로, 욕실 분위기를 한층 정돈해 줍니다.',
  ],
  space: [
    '모던한 욕실은 물론 호텔식 파우더룸에도 잘 어울립니다.',
    '타일 톤과 마감을 맞추면 통일감 있는 욕실을 만들 수 있습니다.',
  ],
  tip: [
    '기존 배관 규격(15A)에 맞아 대부분의 욕실에 교체 설치할 수 있습니다.',
    '설치 전 급수 밸브를 잠그고 배관 속 이물질을 먼저 빼 주세요.',
    '벽부형은 매립 깊이를 미리 확인해 주세요.',
  ],
  care: [
    '물기를 마른 천으로 닦아 두면 물때와 얼룩이 생기지 않습니다.',
    '연마제가 든 세제나 수세미는 표면 마감을 상하게 할 수 있습니다.',
  ],
};

const furnitureBank: PhraseBank = {
  opening: [
    '{country} 브랜드 {brand}에서 디자인한 {what}(으)로, {material} 소재를 단정하게 다듬었습니다.',
    '{series} 컬렉션의 {what}입니다. 오래 써도 질리지 않는 비례와 {material}의 질감을 살렸습니다.',
    '{brand} 공방에서 하나씩 마감한 {what}(으)로, 손에 닿는 모서리까지 부드럽게 처리했습니다.',
  ],
  space: [
    '거실, 서재, 다이닝 공간 어디에 두어도 자연스럽게 어울립니다.',
    '작은 집에서도 부담 없는 크기라 신혼집 가구로 많이 찾습니다.',
    '원목 바닥이나 테라조 바닥과 함께 두면 따뜻한 분위기가 납니다.',
  ],
  tip: [
    '직접배송 상품으로, 기사님이 설치와 포장재 수거까지 해 드립니다.',
    '주문 제작 상품은 제작 기간이 2~4주 걸립니다.',
    '엘리베이터와 현관 폭을 미리 확인해 주세요.',
  ],
  care: [
    '직사광선과 난방기 가까이는 변색과 뒤틀림의 원인이 되니 피해 주세요.',
    '원목 부분은 6개월마다 오일을 발라 주면 좋습니다.',
  ],
};

const lightingBank: PhraseBank = {
  opening: [
    '{brand}의 {what}(으)로, {material} 갓이 빛을 부드럽게 퍼뜨립니다.',
    '{series} 시리즈의 {what}입니다. {country} 디자인 특유의 절제된 형태가 돋보입니다.',
    '켜 두지 않아도 오브제처럼 보이는 {what}(으)로, {material}의 질감을 그대로 살렸습니다.',
  ],
  space: [
    '식탁 위나 침실 머리맡에 두면 아늑한 분위기를 만들어 줍니다.',
    '거실 한켠의 독서 공간에 잘 어울립니다.',
  ],
  tip: [
    'E26 소켓 전구를 쓰며, 2700K 전구색을 추천합니다.',
    '펜던트는 식탁 상판에서 70~80cm 높이로 달면 눈부심이 적습니다.',
  ],
  care: ['전원을 끄고 열이 식은 뒤 마른 천으로 먼지를 닦아 주세요.'],
};

const objectBank: PhraseBank = {
  opening: [
    '{brand}의 {what}(으)로, {material} 소재의 자연스러운 질감을 담았습니다.',
    '{series} 컬렉션의 {what}입니다. 작은 변화로 공간의 인상을 바꿔 줍니다.',
    '{country}에서 만든 {what}(으)로, 하나만 두어도 공간에 포인트가 됩니다.',
  ],
  space: [
    '거실 선반, 현관 콘솔, 침실 어디에나 잘 어울립니다.',
    '집들이 선물로도 많이 찾는 제품입니다.',
  ],
  tip: [
    '비슷한 톤의 소품과 함께 두면 정돈된 느낌을 줍니다.',
    '계절에 따라 색을 바꿔 두면 분위기 전환에 좋습니다.',
  ],
  care: [
    '패브릭 제품은 찬물에 단독 손세탁해 주세요.',
    '부드러운 천으로 먼지를 닦아 주세요.',
  ],
};

const banks: Record<Department, PhraseBank> = {
  TILE: tileBank,
  CARPET: carpetBank,
  BATH: bathBank,
  FURNITURE: furnitureBank,
  LIGHTING: lightingBank,
  OBJECT: objectBank,
};

export interface DescriptionFacts {
  department: Department;
  brand: GeneratedBrand;
  what: string;
  material: string;
  series: string;
}

export function describe(rng: Random, facts: DescriptionFacts): string {
  const bank = banks[facts.department];
  const opening = rng.pick(bank.opening);
  const followUps = [bank.space, bank.tip, bank.care];
  // Two to four sentences in all; some openings are already two.
  const openingSentences = opening.split('. ').length;
  const count = rng.int(1, 4 - openingSentences);
  const chosen = rng.sample(followUps, count).map((phrases) => rng.pick(phrases));
  const values: Record<string, string> = {
    brand: facts.brand.nameKo,
    country: facts.brand.countryKo,
    what: facts.what,
    material: facts.material,
    series: facts.series,
  };
  return [opening, ...chosen]
    .map((sentence) => fitParticles(sentence.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')))
    .join(' ');
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL_FINAL = 8;

/** Korean '(으)로' becomes 로 after a vowel or ㄹ, 으로 after any other final consonant. */
function fitParticles(sentence: string): string {
  return sentence.replace(/(.)\(으\)로/g, (_, previous: string) => {
    const code = previous.charCodeAt(0);
    const isHangul = code >= HANGUL_FIRST && code <= HANGUL_LAST;
    const final = isHangul ? (code - HANGUL_FIRST) % 28 : 0;
    return `${previous}${final === 0 || final === RIEUL_FINAL ? '로' : '으로'}`;
  });
}
