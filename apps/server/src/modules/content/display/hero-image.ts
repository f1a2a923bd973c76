import type { HeroImageKey } from '../editorial';

/**
 * Hero pictures are rendered by the catalogue seed (catalogue/seed/images: heroSizes,
 * heroImageUrl) into the media folder as /media/hero/<imageKey>-<width>x<height>.webp:
 * a wide desktop banner and a taller mobile crop. These sizes must stay the ones it renders.
 */
export const HERO_IMAGE_SIZES = {
  desktop: { width: 1600, height: 700 },
  mobile: { width: 800, height: 600 },
} as const;

const heroImagePath = (imageKey: HeroImageKey, size: { width: number; height: number }): string =>
  `/media/hero/${imageKey}-${size.width}x${size.height}.webp`;

/** src is the desktop banner (its width and height let the page reserve the space); srcSet offers the mobile crop too. */
export function heroImage(imageKey: HeroImageKey) {
  const { desktop, mobile } = HERO_IMAGE_SIZES;
  return {
    src: heroImagePath(imageKey, desktop),
    srcSet: `${heroImagePath(imageKey, mobile)} ${mobile.width}w, ${heroImagePath(imageKey, desktop)} ${desktop.width}w`,
    width: desktop.width,
    height: desktop.height,
  };
}
