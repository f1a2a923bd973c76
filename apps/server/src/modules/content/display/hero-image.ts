import type { HeroImageKey } from '../data';

/**
 * Hero pictures are rendered at start-up into the media folder (served at /media/) as
 * /media/hero/<imageKey>-<width>.webp. The widths must stay those the image renderer writes.
 */
export const HERO_IMAGE_WIDTHS = [800, 1600] as const;
const LARGEST = HERO_IMAGE_WIDTHS[HERO_IMAGE_WIDTHS.length - 1]!;

const heroImagePath = (imageKey: HeroImageKey, width: number): string => `/media/hero/${imageKey}-${width}.webp`;

export function heroImage(imageKey: HeroImageKey): { src: string; srcSet: string } {
  return {
    src: heroImagePath(imageKey, LARGEST),
    srcSet: HERO_IMAGE_WIDTHS.map((width) => `${heroImagePath(imageKey, width)} ${width}w`).join(', '),
  };
}
