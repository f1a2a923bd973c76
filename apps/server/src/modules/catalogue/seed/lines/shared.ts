import { colours, type ColourKey } from '../colours';
import { coloursOf, type DesignFamily } from '../designs';
import type { Random } from '../random';
import type { Axis, AxisValue } from './line';

/** Italian, Spanish and Nordic place and stone names used as series names. */
export const seriesNames = [
  '베네치아', '시에나', '토스카나', '마요르카', '발렌시아', '그라나다', '루나', '솔레', '피에트라', '브레라',
  '코모', '팔마', '카디스', '세비야', '리구리아', '아말피', '노토', '오르비에토', '칼라카타', '스타투아리오',
  '아라베스카토', '트래버틴', '몬테', '카프리', '라벤나', '페루자', '알리칸테', '코르도바', '베르겐', '오슬로',
  '스칸디아', '노르드', '하버', '피요르드', '셀바', '도나', '리바', '카사', '테라', '아르도시아',
] as const;

export const nordicSeries = ['포엠', '솔베이', '릴레', '하우', '뵈르', '아르네', '키엘', '노라', '에스파', '룬드', '빅', '온달', '소담', '여백', '결', '담'] as const;

/** Rounds a price to a shop-like figure: whole thousands, often ending in 900 won. */
export function shopPrice(rng: Random, won: number): number {
  const thousands = Math.max(1, Math.round(won / 1000));
  return thousands * 1000 - (rng.chance(0.45) ? 100 : 0);
}

export function priceBetween(rng: Random, min: number, max: number): number {
  // Squared draw: cheaper products are more common, as in a real catalogue.
  const position = rng.next() ** 1.6;
  return shopPrice(rng, min + (max - min) * position);
}

/** The colour axis: the design colour first, then other colours the same picture family has. */
export function colourAxis(rng: Random, family: DesignFamily, main: ColourKey, optionName = '색상'): Axis {
  const others = coloursOf(family).filter((key) => key !== main);
  const ordered = [main, ...shuffled(rng, others)];
  return {
    optionName,
    style: 'COLOR',
    values: ordered.map((key) => ({ name: rng.pick(colours[key].displayNames), extraPrice: 0, colour: key })),
    optionCount: [2, Math.min(4, ordered.length)],
  };
}

export function valuesOf(names: readonly string[], extraPrices: readonly number[] = []): AxisValue[] {
  return names.map((name, index) => ({ name, extraPrice: extraPrices[index] ?? 0 }));
}

/** Shuffles a list deterministically (Fisher–Yates on the given random source). */
export function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function joinName(...parts: (string | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.length > 0).join(' ');
}
