import type { ExhibitionImage, MediaImageWidth } from '@maru/domain';

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

/** A picture uploaded in the console, as recorded in exhibition_image. */
export interface UploadedImage {
  imageId: number;
  storageKey: string;
  width: number;
  height: number;
}

/** The URL of an upload's file at a width (local /media/… or the bucket's), from the media storage of the moment. */
export type UploadUrl = (storageKey: string, width: MediaImageWidth) => string;

/**
 * An upload at one of the pipeline's widths (never enlarged, so a small original keeps its
 * size), its height from its own ratio: the page reserves the space before the file comes.
 */
export function uploadedImage(urlOf: UploadUrl, image: UploadedImage, width: MediaImageWidth): ExhibitionImage {
  const shown = Math.min(width, image.width);
  return { url: urlOf(image.storageKey, width), width: shown, height: Math.max(1, Math.round((shown * image.height) / image.width)) };
}

/** Uploads at the sizes a cover is shown: the list card (640) and the page banner (1280). */
export const UPLOAD_WIDTHS = { card: 640, banner: 1280, block: 1280 } as const satisfies Record<string, MediaImageWidth>;
