import type { ExhibitionImage } from '@maru/domain';

// Exhibition pictures live in the media folder as /media/exhibitions/<key>-<w>x<h>.webp,
// drawn by the seed (seed/render.ts). A cover comes in two sizes: the list card and the
// page banner, which is also the link preview (1200×630, the size Open Graph asks for).

export const COVER_SIZES = {
  card: { width: 640, height: 336 },
  banner: { width: 1200, height: 630 },
} as const;

/** Image blocks are drawn at one size; the page scales them to its column. */
export const BLOCK_IMAGE_SIZE = { width: 1200, height: 800 } as const;

export const exhibitionImagePath = (key: string, size: { width: number; height: number }): string => `exhibitions/${key}-${size.width}x${size.height}.webp`;

export const exhibitionImage = (key: string, size: { width: number; height: number }): ExhibitionImage => ({
  url: `/media/${exhibitionImagePath(key, size)}`,
  width: size.width,
  height: size.height,
});
