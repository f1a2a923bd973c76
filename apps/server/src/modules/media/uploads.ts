import multipart from '@fastify/multipart';
import { ApiCode, MEDIA_IMAGE_WIDTHS, MEDIA_MAX_FILE_BYTES, MEDIA_MAX_FILES, type MediaImageView, type MediaPurpose } from '@maru/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import { wholeFile } from '../../core/files/upload-file';
import type { Database } from '../../db/database';
import { fileKey, mediaOf, newImageId, type StoragePurpose, type StoredImageRef, storageKeyOf } from './media-store';
import { processImage, type ProcessedImage } from './process';
import { insertImages, lockAttachable, markAttached } from './queries';

/**
 * Lets the routes of the calling plugin (an encapsulated one: not wrapped in fastify-plugin)
 * take multipart uploads: at most MEDIA_MAX_FILES files of MEDIA_MAX_FILE_BYTES each, a few
 * small fields. Elsewhere the API stays JSON only.
 */
export async function acceptImageUploads(app: FastifyInstance, options: { maxFiles?: number } = {}): Promise<void> {
  const files = options.maxFiles ?? MEDIA_MAX_FILES;
  await app.register(multipart, {
    limits: { files, fileSize: MEDIA_MAX_FILE_BYTES, fields: 10, fieldSize: 1_000, parts: files + 10, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
}

const tooLarge = () => new ApiError(ApiCode.IMAGE_TOO_LARGE, `사진은 한 장에 ${MEDIA_MAX_FILE_BYTES / 1024 / 1024}MB까지 올릴 수 있습니다.`, 413);
const tooMany = (maxFiles: number) => new ApiError(ApiCode.IMAGE_TOO_MANY, `사진은 한 번에 ${maxFiles}장까지 올릴 수 있습니다.`, 413);

/** @fastify/multipart's refusals as the shop's envelope. */
function uploadError(error: unknown, maxFiles: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooMany(maxFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') return new ApiError(ApiCode.REQUIRED_PARAMETER, '사진을 multipart/form-data로 보내 주세요.', 400);
  if (typeof code === 'string' && code.startsWith('FST_')) return new ApiError(ApiCode.REQUIRED_PARAMETER, '올린 파일을 읽을 수 없습니다. 다시 올려 주세요.', 400);
  return error;
}

/** A picture stored at every width: where its files are (storage_key/<width>.webp) and its size. */
export interface StoredImageFiles {
  storageKey: string;
  /** The largest output's size. */
  width: number;
  height: number;
  /** Bytes of all outputs together. */
  bytes: number;
}

export interface StoreFilesOptions {
  purpose: StoragePurpose;
  /** What acceptImageUploads was given (for the refusal's words); MEDIA_MAX_FILES unless said. */
  maxFiles?: number;
  /**
   * 'content' (members' uploads): named by the bytes' hash, so the same picture is stored once and
   * its files may be shared, never removed. 'unique': a fresh name per upload, so the owner may
   * remove the files with its row (removeImageFiles) without asking who else uses them.
   */
  naming?: 'content' | 'unique';
}

/**
 * Reads every picture of a multipart request (field names do not matter), checks each by its
 * bytes, re-encodes it (process.ts) and stores its files. All or nothing: one refused file
 * refuses the upload before anything is stored. Returns the pictures in the order sent; the
 * caller records them (media_image for members' uploads, product_image for the catalogue).
 */
export async function storeImageFiles(request: FastifyRequest, options: StoreFilesOptions): Promise<StoredImageFiles[]> {
  if (!request.isMultipart()) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '사진을 multipart/form-data로 보내 주세요.', 400);
  const processed: ProcessedImage[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: MEDIA_MAX_FILE_BYTES } })) {
      // One at a time: the server's CPUs are shared with every other request.
      processed.push(await processImage(await wholeFile(part, MEDIA_MAX_FILE_BYTES, tooLarge)));
    }
  } catch (error) {
    throw uploadError(error, options.maxFiles ?? MEDIA_MAX_FILES);
  }
  if (processed.length === 0) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '올릴 사진을 골라 주세요.', 400);

  const media = mediaOf(request.server);
  const stored: StoredImageFiles[] = [];
  for (const image of processed) {
    const storageKey = storageKeyOf(options.purpose, options.naming === 'unique' ? newImageId() : image.hash);
    try {
      await Promise.all(image.outputs.map((output) => media.storage.put(fileKey(storageKey, output.width), output.body, 'image/webp')));
    } catch (error) {
      request.log.warn({ err: error, storageKey }, 'storing an uploaded picture failed: answering 503');
      // Files under fresh names of this upload would belong to nobody; shared (content) names may be another upload's.
      if (options.naming === 'unique') {
        for (const files of [...stored, { storageKey }]) await removeImageFiles(request.server, files.storageKey).catch(() => undefined);
      }
      throw storageUnavailable();
    }
    stored.push({ storageKey, width: image.width, height: image.height, bytes: image.outputs.reduce((sum, output) => sum + output.body.length, 0) });
  }
  return stored;
}

/** The bucket or the disk refused or did not answer: the upload may be sent again, nothing was recorded. */
const storageUnavailable = () => new ApiError(ApiCode.DEFAULT_ERROR, '사진을 저장하지 못했습니다. 잠시 후 다시 올려 주세요.', 503);

/** Removes a picture's files at every width (only for pictures stored with naming 'unique'). */
export async function removeImageFiles(app: FastifyInstance, storageKey: string): Promise<void> {
  const { storage } = mediaOf(app);
  // One after another, so the last removal on disk also finds the folder empty and takes it.
  for (const width of MEDIA_IMAGE_WIDTHS) await storage.remove(fileKey(storageKey, width));
}

/**
 * A member's upload (review or inquiry photos): the files stored as storeImageFiles does, then
 * recorded as the member's in media_image. The caller hands the ids back when it saves its
 * review or inquiry (attachImages).
 */
export async function storeImages(request: FastifyRequest, options: { purpose: MediaPurpose; memberId: number }): Promise<MediaImageView[]> {
  const stored = await storeImageFiles(request, { purpose: options.purpose });
  const refs = stored.map((files) => ({ ...files, imageId: newImageId() }));
  await insertImages(
    request.server.db,
    refs.map((ref) => ({ image_id: ref.imageId, member_id: options.memberId, purpose: options.purpose, storage_key: ref.storageKey, width: ref.width, height: ref.height, bytes: ref.bytes })),
  );
  const media = mediaOf(request.server);
  return refs.map((ref) => media.view(ref));
}

/**
 * Attaches the member's uploads, named by id, to what is being saved in `trx` (a review, an
 * inquiry), in the order given. Each upload is attached once: an id that is not the member's,
 * is for another purpose, was attached already or was forgotten refuses the whole save
 * (IMAGE_NOT_FOUND), and the rows stay locked until the transaction ends, so two saves
 * naming the same upload cannot both take it.
 */
export async function attachImages(
  trx: Transaction<Database>,
  options: { memberId: number; purpose: MediaPurpose; imageIds: readonly string[]; now: Date },
): Promise<StoredImageRef[]> {
  const rows = await lockAttachable(trx, options.memberId, options.purpose, options.imageIds);
  const byId = new Map(rows.map((row) => [row.image_id, row]));
  const refs = options.imageIds.map((imageId) => byId.get(imageId));
  if (refs.some((ref) => ref === undefined)) throw new ApiError(ApiCode.IMAGE_NOT_FOUND, '올린 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.', 200);
  await markAttached(trx, options.imageIds, options.now);
  return refs.map((row) => ({ imageId: row!.image_id, storageKey: row!.storage_key, width: row!.width, height: row!.height }));
}
