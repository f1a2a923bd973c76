import type { ServerModule } from '../../core/module';
import type { ScheduledJob } from '../../core/jobs/scheduler';
import * as mediaMigration from './migrations/2026112520_media';
import { forgetUnattached } from './queries';
import { storageReadiness } from './readiness';
import { mediaRoutes } from './routes';

// Uploaded pictures for reviews and inquiries (docs/reviews-and-media.md). How another module uses them:
//  1. the browser uploads to POST /api/media/v1/images?purpose=<review|inquiry> (or the module's own
//     encapsulated route calls acceptImageUploads(app) once and storeImages(request, {purpose, memberId}));
//  2. the module's save names the returned imageIds; in its transaction attachImages(trx, {memberId,
//     purpose, imageIds, now}) checks they are the member's unattached uploads and gives StoredImageRefs
//     to keep (image_id, storage_key, width, height);
//  3. answers show them with mediaOf(app).view(ref) → { imageId, width, height, url, thumbnailUrl, srcSet }.
//  The catalogue's product pictures (staff uploads, no media_image row) take the same pipeline and
//  storage without the member's part: acceptImageUploads(app, {maxFiles}), storeImageFiles(request,
//  {purpose: 'product', naming: 'unique'}) gives the stored files to record in its own table,
//  removeImageFiles(app, storageKey) removes them when the picture is deleted, and
//  mediaOf(app).storage.urlOf(imageFileKey(storageKey, width)) is a width's URL.
export { acceptImageUploads, attachImages, removeImageFiles, storeImageFiles, storeImages, type StoredImageFiles } from './uploads';
export { fileKey as imageFileKey, mediaOf, type Media, type StoragePurpose, type StoredImageRef } from './media-store';
export { mediaSettings, type MediaSettings, type S3Settings } from './settings';
/** Pictures seeds draw (reviewers' photos), stored as members' uploads are. */
export { seededImageRef, seedStorage, storeSeededImage } from './seeded-images';

const DAY_MS = 24 * 60 * 60 * 1000;

const forgetJob: ScheduledJob = {
  name: 'media.forget-unattached',
  everyMs: 60 * 60 * 1000,
  run: (db, now) => forgetUnattached(db, new Date(now.getTime() - DAY_MS)),
};

export const mediaModule: ServerModule = {
  name: 'media',
  migrations: { '2026112520_media': mediaMigration },
  routes: mediaRoutes,
  jobs: [forgetJob],
  readiness: storageReadiness,
};
