import { createRandom, deriveSeed, type Random, type ReviewSeedProduct } from '../../catalogue';
import { moodOf } from './texts';

// The shop's answers to the seeded reviews (판매자 답글), as a Korean shop's customer centre
// writes them: most unhappy reviews get an apology and what the shop will do about the
// problem the reviewer named; a few happy ones get thanks. Pure and deterministic, with its
// own random stream per product, so adding answers left the reviews themselves as they were.

type Kind = ReviewSeedProduct['department'];
type Mood = ReturnType<typeof moodOf>;

const ANSWER_SEED = 20_261_201;
/** The share of reviews answered, by mood: most 1–3 star reviews, a few of the rest. */
const ANSWERED_SHARE: Record<Mood, number> = { bad: 0.9, mixed: 0.7, good: 0.07 };
export const ANSWER_SIGNATURE = '마루 고객센터 드림';
const HOUR_MS = 60 * 60 * 1000;
const KST_MS = 9 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

const greetings: Record<Mood, readonly string[]> = {
  bad: ['안녕하세요, 고객님. 마루입니다.', '안녕하세요, 마루 고객센터입니다.'],
  mixed: ['안녕하세요, 고객님. 마루입니다.', '안녕하세요, 마루 고객센터입니다.'],
  good: ['안녕하세요, 고객님! 마루입니다.', '고객님, 안녕하세요. 마루입니다.'],
};

const firstLines: Record<Mood, readonly string[]> = {
  bad: ['기대하고 주문하셨을 텐데 불편을 드려 정말 죄송합니다.', '이용에 불편을 드려 진심으로 사과드립니다.', '실망을 드려 죄송한 마음입니다.'],
  mixed: ['솔직한 후기 남겨 주셔서 감사합니다.', '자세한 후기 감사합니다.', '아쉬운 점까지 꼼꼼히 적어 주셔서 감사합니다.'],
  good: ['소중한 후기 남겨 주셔서 감사합니다.', '만족하셨다니 저희도 정말 기쁩니다.', '정성스러운 후기 감사합니다.', '좋게 봐 주셔서 감사합니다.'],
};

/** What the reviewer wrote of, found in their words, and what the shop says to it: complaints first, then praise. */
const topics: Record<'complaint' | 'praise', readonly { words: RegExp; unless?: RegExp; say: string }[]> = {
  complaint: [
    { words: /늦었|늦어/, say: '배송이 늦어진 점 사과드립니다. 택배사와 함께 배송 일정을 다시 점검하고 있습니다.' },
    // A reviewer who asked for an exchange already hears that it is under way, not how to ask.
    { words: /교환 문의|교환 신청/, say: '남겨 주신 교환 문의는 담당자가 확인해 새 상품으로 빠르게 보내 드리겠습니다.' },
    { words: /깨진|깨져|금이|찍힘|휘어/, unless: /교환 문의|교환 신청/, say: '주문 상세에서 교환을 신청하시거나 사진과 함께 1:1 문의를 남겨 주시면 바로 새 상품으로 보내 드리겠습니다.' },
    { words: /물이 새|도금이/, say: '누수와 도금 불량은 무상 A/S 대상입니다. 1:1 문의로 연락 주시면 설치 기사님 방문 일정을 잡아 드리겠습니다.' },
    { words: /깜빡|부품/, say: '빠진 부품이나 불량 부품은 바로 보내 드리겠습니다. 1:1 문의에 주문번호를 남겨 주세요.' },
    { words: /나사|조립/, say: '조립 중 맞지 않는 부품이 있으면 1:1 문의로 알려 주세요. 바로 보내 드리겠습니다.' },
    { words: /냄새/, say: '처음 나는 냄새는 며칠 환기하시면 대부분 사라집니다.' },
    { words: /설명서/, say: '설치 설명서는 더 알기 쉽게 고쳐 상품 페이지에 올리겠습니다.' },
    { words: /생각보다 조금 어두워/, say: '밝기가 부족하시면 더 밝은 전구로 바꿔 쓰셔도 됩니다. 맞는 전구는 1:1 문의로 안내해 드릴게요.' },
    { words: /화면|사진보다|사진과 느낌/, say: '화면과 실물의 색감은 조명에 따라 달라 보일 수 있어, 상품 페이지에 실물 사진과 색감 안내를 더 보강하겠습니다.' },
    { words: /크기가|작아요/, say: '크기는 상품 페이지에 실측 치수로 더 자세히 적어 두겠습니다.' },
  ],
  praise: [
    { words: /선물/, say: '선물 받으신 분도 기뻐하셨다니 저희도 즐겁습니다.' },
    { words: /시공|붙였|깔았/, say: '시공까지 잘 마치셨다니 다행입니다. 관리 방법이 궁금하시면 언제든 문의해 주세요.' },
    { words: /빨리 왔|제때/, say: '배송이 제때 도착해 다행입니다.' },
    { words: /포장/, say: '포장까지 살펴봐 주셔서 감사합니다. 앞으로도 꼼꼼히 보내 드리겠습니다.' },
  ],
};

/** What the shop says when the reviewer named nothing the topics above know: nothing it cannot know. */
const kindHelp: Record<Kind, Record<Mood, readonly string[]>> = {
  TILE: {
    bad: ['색이나 상태가 고르지 않은 타일은 사진과 함께 1:1 문의로 알려 주시면 같은 로트로 확인해 다시 보내 드리겠습니다.'],
    mixed: ['말씀하신 부분은 제조사와 공유해 품질 관리에 반영하겠습니다.', '출고 전 검수 때 말씀하신 부분을 더 꼼꼼히 보겠습니다.'],
    good: ['오래 보셔도 질리지 않는 공간이 되길 바랍니다.', '줄눈 관리 방법이 궁금하시면 언제든 문의해 주세요.'],
  },
  CARPET: {
    bad: ['상품 상태를 사진으로 보내 주시면 확인 후 교환이나 환불을 도와드리겠습니다.'],
    mixed: ['말씀하신 부분은 제조사에 전달해 개선을 요청하겠습니다.', '사용하시며 불편한 점이 있으면 1:1 문의로 알려 주세요.'],
    good: ['오래 깔끔하게 쓰실 수 있도록 관리 방법도 상품 페이지에 안내해 두었습니다.', '오염된 한 장은 따로 떼어 세척하실 수 있습니다.'],
  },
  BATH: {
    bad: ['설치 후 생긴 문제는 무상 A/S로 도와드립니다. 1:1 문의로 편하신 방문 날짜를 알려 주세요.'],
    mixed: ['사용하시며 불편한 점이 있으면 1:1 문의로 알려 주세요. 설치 기사님이 확인해 드립니다.', '말씀하신 부분은 제조사와 공유해 개선을 요청하겠습니다.'],
    good: ['오래 쓰실 수 있도록 부드러운 천으로 물기를 닦아 주시면 좋습니다.', '사용하시다 궁금한 점이 있으면 언제든 문의해 주세요.'],
  },
  FURNITURE: {
    bad: ['찍힘이나 흔들림이 있는 상품은 기사님이 방문해 교환해 드립니다. 1:1 문의로 편하신 날짜를 알려 주세요.'],
    mixed: ['말씀하신 부분은 상품 담당자와 공유해 상세 설명에 더 정확히 담겠습니다.', '사용하시며 불편한 점이 있으면 1:1 문의로 알려 주세요.'],
    good: ['오래도록 편하게 쓰시길 바랍니다.', '관리 방법이 궁금하시면 언제든 문의해 주세요.'],
  },
  LIGHTING: {
    bad: ['불량이 의심되는 제품은 바로 새 제품으로 교환해 드리겠습니다. 1:1 문의에 주문번호를 남겨 주세요.'],
    mixed: ['말씀하신 부분은 상세 설명에 더 정확히 담겠습니다.', '사용하시며 불편한 점이 있으면 1:1 문의로 알려 주세요.'],
    good: ['따뜻한 빛으로 공간이 더 아늑해지길 바랍니다.', '전구를 바꾸실 때는 상품 페이지의 권장 규격을 참고해 주세요.'],
  },
  OBJECT: {
    bad: ['파손되거나 변형된 상품은 교환이나 환불을 도와드리겠습니다. 주문 상세에서 바로 신청하실 수 있습니다.'],
    mixed: ['아쉬우셨던 점은 제작 공방에 전달해 개선을 요청하겠습니다.', '말씀하신 부분은 상세 설명에 더 정확히 담겠습니다.'],
    good: ['오래 곁에 두고 아껴 주시면 좋겠습니다.', '다른 색과 크기도 함께 둘러보시면 좋겠습니다.'],
  },
};

const closings: Record<Mood, readonly string[]> = {
  bad: ['다시 한번 사과드리며, 출고 전 검수를 더 꼼꼼히 하겠습니다.', '불편하신 점이 해결될 때까지 끝까지 도와드리겠습니다.'],
  mixed: ['더 나은 상품으로 보답하겠습니다.', '앞으로도 꼼꼼히 살피겠습니다.'],
  good: ['앞으로도 좋은 상품으로 찾아뵙겠습니다.', '늘 좋은 하루 보내세요.', '다음에도 마루에서 뵙겠습니다.'],
};

/** The answer's text: greeting, thanks or apology, help fitting the review, closing, and the signature on its own line. */
export function answerText(rng: Random, kind: Kind, rating: number, review: string): string {
  const mood = moodOf(rating);
  const named = topics[mood === 'good' ? 'praise' : 'complaint'].filter((topic) => topic.words.test(review) && !topic.unless?.test(review)).slice(0, mood === 'good' ? 1 : 2).map((topic) => topic.say);
  const help = named.length ? named : [rng.pick(kindHelp[kind][mood])];
  return `${[rng.pick(greetings[mood]), rng.pick(firstLines[mood]), ...help, rng.pick(closings[mood])].join(' ')}\n\n${ANSWER_SIGNATURE}`;
}

/** When the centre answers a review written at `writtenAt`: within three days, in its hours (09–18, Korean time). */
function answeredAt(rng: Random, writtenAt: Date): Date {
  const koreanDay = Math.floor((writtenAt.getTime() + KST_MS) / DAY_MS) * DAY_MS - KST_MS;
  let at = koreanDay + rng.int(0, 2) * DAY_MS + 9 * HOUR_MS + rng.int(0, 8 * 60 + 59) * 60_000;
  while (at < writtenAt.getTime() + HOUR_MS) at += DAY_MS;
  return new Date(at);
}

export interface PlannedAnswer {
  text: string;
  answeredAt: Date;
}

/** The answers to one product's reviews, in the reviews' order (null: left unanswered). */
export function planAnswers(product: Pick<ReviewSeedProduct, 'productNo' | 'department'>, reviews: readonly { rating: number; text: string; createdAt: Date }[]): (PlannedAnswer | null)[] {
  const rng = createRandom(deriveSeed(ANSWER_SEED, product.productNo));
  return reviews.map((review) => {
    if (!rng.chance(ANSWERED_SHARE[moodOf(review.rating)])) return null;
    return { text: answerText(rng, product.department, review.rating, review.text), answeredAt: answeredAt(rng, review.createdAt) };
  });
}
