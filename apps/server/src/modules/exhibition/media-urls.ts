import type { FastifyInstance } from 'fastify';
import { imageFileKey, mediaOf } from '../media';
import type { UploadUrl } from './images';

/** URLs of the console's uploads from the media storage of the moment (local /media/… or the bucket's public URL). */
export function uploadUrlOf(app: FastifyInstance): UploadUrl {
  const { storage } = mediaOf(app);
  return (storageKey, width) => storage.urlOf(imageFileKey(storageKey, width));
}
