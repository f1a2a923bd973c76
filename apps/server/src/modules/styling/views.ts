import { MEDIA_IMAGE_WIDTHS, STYLING_IMAGE_WIDTHS, stylingImageHeight, stylingImageUrl, stylingSpaceNames, stylingStyleNames, type StylingCard, type StylingImage } from '@maru/domain';
import type { FastifyInstance } from 'fastify';
import { imageFileKey, mediaOf } from '../media';
import type { StylingRow, UploadedPhoto } from './queries';

// Rows to answers. Picture sizes are known from the widths every photo is rendered at, so
// pages reserve the space before a file arrives.

/** The URL of an upload's file at a width, from the media storage of the moment. */
export type PhotoUrl = (storageKey: string, width: number) => string;

export function photoUrlOf(app: FastifyInstance): PhotoUrl {
  const { storage } = mediaOf(app);
  return (storageKey, width) => storage.urlOf(imageFileKey(storageKey, width));
}

/** A console upload at the pipeline's widths (never enlarged: a small original keeps its size). */
export function uploadedPhotoImage(urlOf: PhotoUrl, photo: UploadedPhoto, alt: string): StylingImage {
  const sized = (width: number) => Math.min(width, photo.width);
  const largest = MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1]!;
  const width = sized(largest);
  const seen = new Set<number>();
  const sources = MEDIA_IMAGE_WIDTHS.flatMap((each) => {
    const real = sized(each);
    if (seen.has(real)) return [];
    seen.add(real);
    return [{ url: urlOf(photo.storageKey, each), width: real }];
  });
  return { url: urlOf(photo.storageKey, largest), width, height: Math.max(1, Math.round((width * photo.height) / photo.width)), sources, alt };
}

export function stylingImage(stylingNo: number, position: number, alt: string, upload: { photo: UploadedPhoto | null; urlOf: PhotoUrl } | null = null): StylingImage {
  if (upload?.photo) return uploadedPhotoImage(upload.urlOf, upload.photo, alt);
  const largest = STYLING_IMAGE_WIDTHS[STYLING_IMAGE_WIDTHS.length - 1]!;
  return {
    url: stylingImageUrl(stylingNo, position, largest),
    width: largest,
    height: stylingImageHeight(largest),
    sources: STYLING_IMAGE_WIDTHS.map((width) => ({ url: stylingImageUrl(stylingNo, position, width), width })),
    alt,
  };
}

export function stylingCardOf(row: StylingRow, urlOf: PhotoUrl): StylingCard {
  const spaceName = stylingSpaceNames[row.space];
  const styleName = stylingStyleNames[row.style];
  return {
    stylingNo: row.stylingNo,
    title: row.title,
    summary: row.summary,
    space: row.space,
    spaceName,
    style: row.style,
    styleName,
    cover: stylingImage(row.stylingNo, 0, `${styleName} 스타일 ${spaceName}: ${row.title}`, { photo: row.cover, urlOf }),
    productCnt: row.productCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}
