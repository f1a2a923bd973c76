import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadS3 } from '../../core/operations/heavy-libraries';
import type { ReadinessCheck } from '../../core/operations/readiness';
import { mediaSettings } from './settings';
import { s3Client } from './storage';

/**
 * Whether stored pictures can be written where this server keeps them: the bucket answers
 * HeadBucket (with S3_BUCKET), or the media folder under DATA_DIR is writable. Read by
 * /api/ready; the S3 client is made by the first check, as by the first upload.
 */
export function storageReadiness(app: FastifyInstance): readonly ReadinessCheck[] {
  const { s3 } = mediaSettings(app.config);
  if (s3) {
    let client: ReturnType<typeof s3Client> | undefined;
    return [{
      name: 'storage',
      check: async () => {
        const { HeadBucketCommand } = await loadS3();
        await (await (client ??= s3Client(s3))).send(new HeadBucketCommand({ Bucket: s3.bucket }));
      },
    }];
  }
  const mediaDir = path.join(app.config.dataDir, 'media');
  return [{
    name: 'storage',
    check: async () => {
      await mkdir(mediaDir, { recursive: true });
      await access(mediaDir, constants.W_OK);
    },
  }];
}
