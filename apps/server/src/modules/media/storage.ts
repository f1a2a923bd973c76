import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { loadS3 } from '../../core/operations/heavy-libraries';
import type { S3Settings } from './settings';

/** Where stored pictures live. Keys are content-addressed paths such as uploads/review/ab/ab12…/640.webp. */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes an object; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The URL a browser reads the object from. */
  urlOf(key: string): string;
}

/** A stored object never changes under its name (its name is its content's hash). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^uploads\/[a-z]+\/[0-9a-f]{2}\/[0-9a-f]{32}\/\d{2,4}\.webp$/;

function checkedKey(key: string): string {
  // Keys are made by this module only; refusing anything else keeps a bug from writing outside the folder.
  if (!SAFE_KEY.test(key)) throw new Error(`refused media key ${JSON.stringify(key)}`);
  return key;
}

/**
 * Local disk under <DATA_DIR>/media, served by the web plugin at /media/ with a year's
 * immutable cache (@fastify/static refuses paths that leave its root). Writes go to a
 * temporary name first, so a half-written file is never served; an object already there
 * is the same bytes and is left alone.
 */
export function localStorage(mediaDir: string): MediaStorage {
  return {
    async put(key, body) {
      const file = path.join(mediaDir, checkedKey(key));
      if (await stat(file).then(() => true, () => false)) return;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async remove(key) {
      const file = path.join(mediaDir, checkedKey(key));
      await rm(file, { force: true });
      // The picture's folder (uploads/<purpose>/ab/<key>/) goes with its last file.
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
    urlOf: (key) => `/media/${key}`,
  };
}

/** The slice of S3Client this module uses, so tests can hand in a fake. */
export interface S3Sender {
  send(command: PutObjectCommand | DeleteObjectCommand): Promise<unknown>;
}

/**
 * A bucket that stops answering must not hold an upload (and its request) open for ever: the
 * SDK waits without limit unless told. 10 s is far above what a picture's few hundred kilobytes
 * take; with one retry an upload fails within about 20 s and is answered 503.
 */
export const S3_TIMEOUTS = { connectionMs: 2_000, requestMs: 10_000, attempts: 2 };

export async function s3Client(settings: S3Settings, timeouts = S3_TIMEOUTS): Promise<S3Client> {
  const { S3Client } = await loadS3();
  return new S3Client({
    requestHandler: { connectionTimeout: timeouts.connectionMs, requestTimeout: timeouts.requestMs, throwOnRequestTimeout: true },
    maxAttempts: timeouts.attempts,
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    credentials: settings.credentials,
    // The SDK's default since 3.729 adds CRC32 checksums to every PutObject, which several
    // S3-compatible stores (older MinIO, some providers' gateways) refuse; S3 itself needs none.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** An S3-compatible bucket shared by several servers; browsers read it at S3_PUBLIC_URL. */
export function s3Storage(settings: S3Settings, given?: S3Sender): MediaStorage {
  // The client (and the SDK behind it) is made by the first upload, not at start.
  let client: Promise<S3Sender> | undefined;
  return {
    async put(key, body, contentType) {
      const { PutObjectCommand } = await loadS3();
      const sender = await (client ??= given ? Promise.resolve(given) : s3Client(settings));
      await sender.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key), Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }),
      );
    },
    async remove(key) {
      const { DeleteObjectCommand } = await loadS3();
      const sender = await (client ??= given ? Promise.resolve(given) : s3Client(settings));
      // S3 answers a delete of a missing key with success too.
      await sender.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key) }));
    },
    urlOf: (key) => `${settings.publicUrl}/${key}`,
  };
}
