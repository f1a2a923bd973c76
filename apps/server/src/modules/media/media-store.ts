import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MEDIA_IMAGE_WIDTHS, type MediaImageView, type MediaPurpose } from '@maru/domain';
import type { FastifyInstance } from 'fastify';
import { mediaSettings } from './settings';
import { localStorage, type MediaStorage, s3Storage } from './storage';

/** What a review or an inquiry keeps of an attached picture to show it again. */
export interface StoredImageRef {
  imageId: string;
  storageKey: string;
  width: number;
  height: number;
}

export interface Media {
  storage: MediaStorage;
  view(image: StoredImageRef): MediaImageView;
}

const perApp = new WeakMap<FastifyInstance, Media>();

/** The app's media storage (S3 with S3_BUCKET, else local disk), made once per server. */
export function mediaOf(app: FastifyInstance): Media {
  let media = perApp.get(app);
  if (!media) {
    const { s3 } = mediaSettings(app.config);
    media = mediaWith(s3 ? s3Storage(s3) : localStorage(path.join(app.config.dataDir, 'media')));
    perApp.set(app, media);
  }
  return media;
}

export function mediaWith(storage: MediaStorage): Media {
  return { storage, view: (image) => imageView(storage, image) };
}

export function newImageId(): string {
  return randomBytes(16).toString('hex');
}

/** Whose files a stored picture is: members' uploads (media_image), the catalogue's product pictures or brand logos. */
export type StoragePurpose = MediaPurpose | 'product' | 'brand' | 'exhibition' | 'styling';

export function storageKeyOf(purpose: StoragePurpose, hash: string): string {
  return `uploads/${purpose}/${hash.slice(0, 2)}/${hash}`;
}

export const fileKey = (storageKey: string, width: number) => `${storageKey}/${width}.webp`;

/**
 * URLs are made when read, from the key and the storage of the moment, so the stored rows
 * do not name a host. Widths that would repeat the largest (a small original is never
 * enlarged) are left out of srcset.
 */
function imageView(storage: MediaStorage, image: StoredImageRef): MediaImageView {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const width of MEDIA_IMAGE_WIDTHS) {
    const real = Math.min(width, image.width);
    if (seen.has(real)) continue;
    seen.add(real);
    entries.push(`${storage.urlOf(fileKey(image.storageKey, width))} ${real}w`);
  }
  const largest = MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1]!;
  return {
    imageId: image.imageId,
    width: image.width,
    height: image.height,
    url: storage.urlOf(fileKey(image.storageKey, largest)),
    thumbnailUrl: storage.urlOf(fileKey(image.storageKey, MEDIA_IMAGE_WIDTHS[0])),
    srcSet: entries.join(', '),
  };
}
