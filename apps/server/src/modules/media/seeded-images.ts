import { createHash } from 'node:crypto';
import path from 'node:path';
import { MEDIA_IMAGE_WIDTHS, type MediaPurpose } from '@maru/domain';
import type { AppConfig } from '../../config';
import { loadSharp } from '../../core/operations/heavy-libraries';
import { fileKey, type StoredImageRef, storageKeyOf } from './media-store';
import { mediaSettings } from './settings';
import { localStorage, type MediaStorage, s3Storage } from './storage';

// Pictures that seeds draw (reviewers' photos) go where members' uploads go, named and sized
// like them, so the pages cannot tell them apart. Their names come from what they show (not
// from their bytes), so the rows can be written before the pictures are drawn.

/** The reference a seeded picture will have once drawn: same name for the same `name`. */
export function seededImageRef(purpose: MediaPurpose, name: string, size: { width: number; height: number }): StoredImageRef {
  const hash = createHash('sha256').update(`seeded-image:v1:${name}`).digest('hex').slice(0, 32);
  return { imageId: hash, storageKey: storageKeyOf(purpose, hash), width: size.width, height: size.height };
}

/** The storage seeds write to: the server's (S3 with S3_BUCKET, else DATA_DIR/media). */
export function seedStorage(config: AppConfig): MediaStorage {
  const { s3 } = mediaSettings(config);
  return s3 ? s3Storage(s3) : localStorage(path.join(config.dataDir, 'media'));
}

/**
 * Stores a drawn picture (any format sharp reads, at the ref's size) at every width of members'
 * uploads, as WebP, never enlarged: the largest width's file holds the largest there is.
 */
export async function storeSeededImage(storage: MediaStorage, ref: StoredImageRef, picture: Buffer): Promise<void> {
  const sharp = await loadSharp();
  for (const width of MEDIA_IMAGE_WIDTHS) {
    const body = await sharp(picture).resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 2 }).toBuffer();
    await storage.put(fileKey(ref.storageKey, width), body, 'image/webp');
  }
}
