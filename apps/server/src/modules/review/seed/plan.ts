import type { CartDelivery } from '@maru/domain';
import { createRandom, deriveSeed, type Random, type ReviewSeedProduct } from '../../catalogue';
import type { SeededMember } from '../../identity';
import type { SeededOrder } from '../../order';
import { type PlannedAnswer, planAnswers } from './answers';
import { reviewText } from './texts';

// The plan of the seeded reviews: who bought what, when, and what they wrote. Pure and
// deterministic (one random stream per product), so every database gets the same reviews.

export const REVIEW_SEED = 20_261_128;
/** The seed's "today": reviews are written up to here (fixed, so the plan never depends on the clock). */
export const REVIEWS_AS_OF = new Date('2026-11-20T03:00:00.000Z');
const REVIEWERS = 240;
const DAY_MS = 24 * 60 * 60 * 1000;

const surnames = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황'];
const givenNames = ['서연', '민준', '지우', '서준', '하은', '도윤', '지민', '예준', '수아', '주원', '채원', '시우', '윤서', '지호', '다은'];

export interface PlannedReview {
  orderSeq: number;
  memberKey: string;
  productNo: number;
  optionName: string;
  rating: number;
  text: string;
  createdAt: Date;
  /** Photo names (seededImageRef) and the design they show. */
  photos: { name: string; imageKey: string; variant: number }[];
  /** The shop's answer (seed/answers.ts, its own random stream), or null. */
  answer: PlannedAnswer | null;
}

export interface ReviewPlan {
  members: SeededMember[];
  orders: Omit<SeededOrder, 'memberId'>[];
  /** Each order's buyer, by order seq. */
  buyerOf: Map<number, string>;
  reviews: PlannedReview[];
}

function members(): SeededMember[] {
  const rng = createRandom(REVIEW_SEED);
  return Array.from({ length: REVIEWERS }, (_, index) => ({
    key: `reviewer-${String(index + 1).padStart(3, '0')}`,
    name: `${rng.pick(surnames)}${rng.pick(givenNames)}`,
    phone: `010-${rng.int(2000, 9999)}-${rng.int(1000, 9999)}`,
    joinedAt: new Date(REVIEWS_AS_OF.getTime() - rng.int(400, 900) * DAY_MS),
  }));
}

/** Mostly 4–5 stars, some 3, few 1–2: how a shop's ratings spread. */
function rating(rng: Random): number {
  return rng.weighted([5, 4, 3, 2, 1], (stars) => ({ 5: 52, 4: 31, 3: 11, 2: 4, 1: 2 })[stars]!);
}

/**
 * How many reviews a product gets: popular products many (up to ~40), the less popular
 * fewer, and most of the long tail none.
 */
function reviewCount(rng: Random, popularityRank: number): number {
  if (!rng.chance(0.12 + 0.85 * popularityRank ** 3)) return 0;
  return 1 + Math.floor(popularityRank ** 6 * rng.int(10, 36) + rng.next() * 2.5);
}

export function planReviews(products: readonly ReviewSeedProduct[], deliveries: ReadonlyMap<number, CartDelivery>): ReviewPlan {
  const reviewers = members();
  const byPopularity = [...products].sort((a, b) => a.popularity - b.popularity || a.productNo - b.productNo);
  const rankOf = new Map(byPopularity.map((product, index) => [product.productNo, byPopularity.length > 1 ? index / (byPopularity.length - 1) : 1]));
  const orders: ReviewPlan['orders'] = [];
  const buyerOf = new Map<number, string>();
  const reviews: PlannedReview[] = [];
  for (const product of products) {
    const delivery = deliveries.get(product.productNo);
    if (!delivery) continue;
    const rng = createRandom(deriveSeed(REVIEW_SEED, product.productNo));
    const rank = rankOf.get(product.productNo)!;
    const count = reviewCount(rng, rank);
    const buyers = rng.sample(reviewers, Math.min(count, reviewers.length));
    const texts = new Set<string>();
    const productReviews: PlannedReview[] = [];
    const since = Math.max(product.createdAt.getTime(), REVIEWS_AS_OF.getTime() - 540 * DAY_MS);
    for (const [index, buyer] of buyers.entries()) {
      const stars = rating(rng);
      const text = reviewText(rng, product.department, stars, texts);
      if (!text) continue;
      const option = rng.pick(product.options);
      const orderedAt = new Date(since + Math.floor(rng.next() * Math.max(DAY_MS, REVIEWS_AS_OF.getTime() - 20 * DAY_MS - since)));
      const deliveredAt = new Date(orderedAt.getTime() + rng.int(2, 6) * DAY_MS);
      const createdAt = new Date(deliveredAt.getTime() + rng.int(1, 12) * DAY_MS + rng.int(0, 86_399) * 1000);
      const seq = orders.length + 1;
      const onSale = product.priceDiscount > 0 && product.priceDiscount < product.price;
      const price = product.price + option.extraPrice;
      const priceDiscount = onSale ? product.priceDiscount + option.extraPrice : 0;
      orders.push({
        seq, ordererName: buyer.name, ordererPhone: buyer.phone, orderedAt, deliveredAt,
        lines: [{
          productNo: product.productNo, itemGroupSeq: option.itemGroupSeq, productName: product.name, brandName: product.brandName, optionName: option.optionName,
          qty: product.department === 'TILE' || product.department === 'CARPET' ? rng.int(4, 30) : 1,
          price, priceDiscount, sellingPrice: onSale ? priceDiscount : price, vatRate: product.vatRate, delivery,
          // Most buyers confirm; the latest deliveries are still waiting for it.
          status: rng.chance(0.8) ? 'CONFIRMED' : 'DELIVERED',
        }],
      });
      buyerOf.set(seq, buyer.key);
      // Photos come with the happier reviews of the better-known products, as in real shops.
      const photoCount = rank > 0.85 && stars >= 4 && rng.chance(0.3) ? rng.int(1, 2) : 0;
      const photos = Array.from({ length: photoCount }, (_, photo) => {
        const variant = (index + photo) % 2;
        return { name: `review-photo/${product.imageKey}/${variant}`, imageKey: product.imageKey, variant };
      });
      productReviews.push({ orderSeq: seq, memberKey: buyer.key, productNo: product.productNo, optionName: option.optionName, rating: stars, text, createdAt, photos, answer: null });
    }
    const answers = planAnswers(product, productReviews);
    reviews.push(...productReviews.map((review, index) => ({ ...review, answer: answers[index] ?? null })));
  }
  return { members: reviewers, orders, buyerOf, reviews };
}
