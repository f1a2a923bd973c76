import { createHash } from 'node:crypto';
import { ApiCode, MEDIA_IMAGE_WIDTHS, MEDIA_MAX_PIXELS, type MediaImageWidth } from '@maru/domain';
import type { Metadata } from 'sharp';
import { ApiError } from '../../core/http/errors';
import { loadSharp } from '../../core/operations/heavy-libraries';

export type AcceptedFormat = 'jpeg' | 'png' | 'webp';

/** Bumped when the output changes (widths, quality), so new uploads get new names. */
const PIPELINE_VERSION = 'v1';
/** WebP at 80 keeps photos of furniture and tiles clean at about a tenth of the JPEG's bytes. */
const WEBP_QUALITY = 80;

/**
 * The format by the file's first bytes, never by its name or the browser's type: JPEG
 * (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) and WebP (RIFF….WEBP). HEIC is not among them:
 * this build of sharp decodes HEIF only as AVIF (HEVC is not included), and browsers hand
 * an iPhone's photo over as JPEG when the file input asks for JPEG, PNG or WebP.
 */
export function sniffFormat(bytes: Buffer): AcceptedFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export const unsupported = () => new ApiError(ApiCode.IMAGE_UNSUPPORTED, 'JPEG, PNG, WebP 사진만 올릴 수 있습니다.', 415);
export const tooManyPixels = () =>
  new ApiError(ApiCode.IMAGE_TOO_LARGE, `사진의 화소 수가 너무 많습니다. ${MEDIA_MAX_PIXELS / 1_000_000}백만 화소 이하로 올려 주세요.`, 413);

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

export interface ProcessedImage {
  /** sha-256 of the original bytes and the pipeline version: the same upload, the same name. */
  hash: string;
  format: AcceptedFormat;
  /** The largest output's size (after rotation). */
  width: number;
  height: number;
  outputs: { width: MediaImageWidth; body: Buffer }[];
}

/**
 * Checks a picture by its bytes and re-encodes it as WebP at each of the site's widths
 * (never enlarged), turned upright by its EXIF orientation. Nothing else of the original
 * survives: sharp writes no metadata unless asked (withMetadata / keepExif are never used),
 * so GPS positions, camera serials and thumbnails are gone. limitInputPixels refuses a
 * picture of more than MEDIA_MAX_PIXELS before it is decoded (a decompression bomb: a small
 * PNG that would open as gigabytes).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = sniffFormat(bytes);
  if (!format) throw unsupported();
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', pages: 1 });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unsupported();
  }
  // The header and the bytes must tell the same story (a JPEG header on something else fails here).
  if (metadata.format !== format || !metadata.width || !metadata.height) throw unsupported();
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) throw tooManyPixels();

  const outputs: ProcessedImage['outputs'] = [];
  let largest = { width: 0, height: 0 };
  try {
    for (const width of MEDIA_IMAGE_WIDTHS) {
      const { data, info } = await input()
        .autoOrient()
        .resize({ width, height: width * 4, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      outputs.push({ width, body: data });
      largest = { width: info.width, height: info.height };
    }
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    // Truncated or corrupt data that the header did not show.
    throw unsupported();
  }
  const hash = createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex').slice(0, 32);
  return { hash, format, width: largest.width, height: largest.height, outputs };
}
