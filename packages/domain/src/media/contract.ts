import { z } from 'zod';

// Uploaded pictures (review photos, inquiry photos), declared once for the server's routes
// and the web app. Every picture is stored re-encoded as WebP at these widths (never wider
// than the original), the same widths as the product pictures (320 for cards and
// thumbnails, 640 for the product page, 1280 for a full view on 2x screens).

export const MEDIA_IMAGE_WIDTHS = [320, 640, 1280] as const;
export type MediaImageWidth = (typeof MEDIA_IMAGE_WIDTHS)[number];

/** What an upload may be for; each purpose keeps its files apart (uploads/<purpose>/…). */
export const MEDIA_PURPOSES = ['review', 'inquiry'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

/** At most this many pictures in one upload (and on one review). */
export const MEDIA_MAX_FILES = 5;
/** Largest file accepted, before re-encoding: a 12-48 MP phone photo as JPEG is 3-9 MB. */
export const MEDIA_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Largest picture accepted, in pixels (a 50 MP phone photo); more is refused as a decompression bomb. */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** An id of an uploaded picture: handed back by the upload, named by the review or inquiry that uses it. */
export const mediaImageId = z.string().regex(/^[0-9a-f]{32}$/, '사진 정보를 확인해 주세요.');

export const mediaImageView = z.object({
  imageId: z.string(),
  /** The re-encoded picture's size at its largest width. */
  width: z.number().int(),
  height: z.number().int(),
  /** The largest width, for a full view. */
  url: z.string(),
  /** 320 wide, for thumbnails. */
  thumbnailUrl: z.string(),
  /** Every width, for <img srcset>. */
  srcSet: z.string(),
});
export type MediaImageView = z.infer<typeof mediaImageView>;

export const mediaUploadQuery = z.strictObject({ purpose: z.enum(MEDIA_PURPOSES) });
export const mediaUploadData = z.object({ images: z.array(mediaImageView) });
export type MediaUploadData = z.infer<typeof mediaUploadData>;
