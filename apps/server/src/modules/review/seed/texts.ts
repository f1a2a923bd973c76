import type { Random, ReviewSeedProduct } from '../../catalogue';

// What reviewers write, per kind of product and per mood. A review is an opening, one or two
// remarks about the product and a closing, so a product's reviews never repeat one another;
// the words are what Korean shoppers write about tiles, faucets, furniture and lamps.

type Kind = ReviewSeedProduct['department'];
type Mood = 'good' | 'mixed' | 'bad';

interface Phrases {
  good: readonly string[];
  mixed: readonly string[];
  bad: readonly string[];
}

const openings: Phrases = {
  good: ['배송이 생각보다 빨리 왔어요.', '고민하다 샀는데 잘 산 것 같아요.', '포장이 꼼꼼하게 되어 있어서 안심했어요.', '사진이랑 실물이 거의 같아요.', '두 번째 구매입니다.', '집들이 전에 급하게 주문했는데 제때 받았어요.', '오래 찾던 제품이에요.', '리모델링하면서 여러 개 비교해 보고 골랐어요.'],
  mixed: ['무난하게 쓰고 있어요.', '가격 생각하면 괜찮은 편이에요.', '기대만큼은 아니지만 나쁘지 않아요.', '배송은 조금 늦었어요.', '장단점이 있는 제품이에요.'],
  bad: ['기대가 커서 그런지 아쉬워요.', '배송이 예정일보다 일주일 늦었어요.', '받자마자 교환 문의를 남겼어요.', '사진과 느낌이 많이 달라요.'],
};

const remarks: Record<Kind, Phrases> = {
  TILE: {
    good: ['욕실 벽에 시공했는데 줄눈이랑 잘 어울려요.', '유약 색감이 은은해서 질리지 않을 것 같아요.', '시공 기사님이 타일 두께가 고르다고 하셨어요.', '주방 벽에 붙였더니 분위기가 확 달라졌어요.', '물때가 잘 안 껴서 청소가 편해요.', '현관 바닥에 깔았는데 미끄럽지 않아요.', '박스마다 색 차이가 거의 없었어요.', '로스 생각해서 한 박스 더 샀는데 딱 맞았어요.'],
    mixed: ['색이 화면보다 조금 더 진해요.', '몇 장은 모서리가 살짝 깨져 왔어요.', '무광이라 물자국이 조금 보여요.', '두께가 조금씩 달라서 시공할 때 신경 쓰였대요.'],
    bad: ['한 박스에 깨진 타일이 다섯 장이나 있었어요.', '색이 박스마다 달라서 시공이 어려웠어요.', '표면에 얼룩 같은 무늬가 고르지 않아요.'],
  },
  CARPET: {
    good: ['사무실 바닥에 깔았는데 발소리가 확 줄었어요.', '한 장씩 교체할 수 있어서 관리가 편해요.', '모서리가 들뜨지 않고 잘 붙어 있어요.', '아이 방에 깔았는데 폭신해서 좋아해요.', '색이 차분해서 어떤 가구와도 어울려요.'],
    mixed: ['처음에 냄새가 조금 나서 며칠 환기했어요.', '재단면에서 실밥이 조금 나와요.', '생각보다 얇아요.'],
    bad: ['몇 장은 휘어서 와서 바닥에 잘 안 붙어요.', '한 달 만에 보풀이 많이 생겼어요.'],
  },
  BATH: {
    good: ['수압이 세지 않은데도 물줄기가 시원해요.', '레버가 부드럽게 움직여요.', '도금이 고급스러워서 욕실이 환해 보여요.', '설치 기사님이 부품이 튼튼하다고 하셨어요.', '물 튀는 게 적어서 세면대 주변이 깔끔해요.', '온수 조절이 세밀하게 돼서 좋아요.', '무광 블랙이라 물자국이 덜 보여요.'],
    mixed: ['설치 설명서가 조금 불친절해요.', '냉온수 전환이 살짝 뻑뻑해요.', '생각보다 크기가 커서 세면대에 꽉 차요.'],
    bad: ['설치한 지 한 달 만에 물이 새요.', '도금이 벗겨진 부분이 있어서 교환 신청했어요.'],
  },
  FURNITURE: {
    good: ['조립이 쉬워서 혼자 삼십 분 만에 끝냈어요.', '원목 결이 예쁘고 마감이 깔끔해요.', '쿠션감이 단단해서 오래 앉아도 편해요.', '흔들림 없이 튼튼해요.', '거실이 넓어 보이는 크기예요.', '설치 기사님이 수평까지 맞춰 주셨어요.', '수납이 생각보다 많이 들어가요.', '패브릭 촉감이 부드러워요.'],
    mixed: ['색이 사진보다 조금 어두워요.', '조립 나사 구멍이 하나 안 맞았어요.', '앉는 깊이가 조금 깊어요.', '냄새가 며칠 났어요.'],
    bad: ['상판에 찍힘이 있어서 교환했어요.', '한쪽 다리가 짧아서 흔들려요.', '패브릭 올이 금방 풀렸어요.'],
  },
  LIGHTING: {
    good: ['불을 켜면 빛이 따뜻하게 퍼져요.', '식탁 위에 달았는데 분위기가 살아요.', '밝기가 충분해서 책 읽기에도 좋아요.', '전선 길이를 조절할 수 있어서 편해요.', '켜지 않았을 때도 오브제처럼 예뻐요.', '전구 색이 눈에 편안해요.'],
    mixed: ['생각보다 조금 어두워요.', '전선 정리가 살짝 번거로워요.', '갓이 생각보다 작아요.'],
    bad: ['불이 가끔 깜빡여요.', '설치 부품이 하나 빠져 있었어요.'],
  },
  OBJECT: {
    good: ['선물했는데 받는 분이 정말 좋아했어요.', '작은 소품인데 방 분위기가 달라져요.', '촉감이 좋고 마감이 꼼꼼해요.', '색이 차분해서 어디에 둬도 잘 어울려요.', '세탁해도 변형이 없어요.', '꽃을 꽂아 두니 너무 예뻐요.'],
    mixed: ['크기가 생각보다 작아요.', '색이 화면과 조금 달라요.', '마감이 조금 거친 부분이 있어요.'],
    bad: ['받았을 때 금이 가 있었어요.', '한 번 빨았더니 줄어들었어요.'],
  },
};

const closings: Phrases = {
  good: ['다음에도 여기서 살게요.', '주변에도 추천했어요.', '만족합니다!', '다른 색도 사고 싶어요.', '고민하시는 분들께 추천해요.', '잘 쓰겠습니다.'],
  mixed: ['가격 대비로는 괜찮아요.', '참고하세요.', '그래도 쓸 만해요.'],
  bad: ['다음 구매는 고민될 것 같아요.', '검수를 더 꼼꼼히 해 주셨으면 해요.', '아쉬움이 남네요.'],
};

export function moodOf(rating: number): Mood {
  return rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
}

/**
 * A review text for a product kind and rating, different from every text in `taken` (the
 * product's other reviews). Undefined when the phrases ran out (the review is then not written).
 */
export function reviewText(rng: Random, kind: Kind, rating: number, taken: Set<string>): string | undefined {
  const mood = moodOf(rating);
  for (let attempt = 0; attempt < 12; attempt++) {
    const [first, second] = rng.sample(remarks[kind][mood], 2);
    const parts = [rng.pick(openings[mood]), first, rng.chance(0.5) ? second : undefined, rng.chance(0.7) ? rng.pick(closings[mood]) : undefined];
    const text = parts.filter(Boolean).join(' ');
    if (!taken.has(text)) {
      taken.add(text);
      return text;
    }
  }
  return undefined;
}
