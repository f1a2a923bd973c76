import type { AppConfig } from '../../config';
import { ConfigError } from '../../config';

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, NCP Object Storage) shared by every server. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another provider's endpoint; unset for AWS itself. Path-style addressing is used with it (MinIO needs it). */
  endpoint: string | undefined;
  /** Unset: the SDK's own credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers read the bucket's objects (a CDN or the bucket's public URL), without a trailing slash. */
  publicUrl: string;
}

export interface MediaSettings {
  /** Uploaded pictures go to local disk under <DATA_DIR>/media/uploads unless a bucket is set. */
  s3: S3Settings | undefined;
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The media settings from the environment: S3_BUCKET switches to the bucket, and then
 * S3_REGION and S3_PUBLIC_URL are needed too (S3_ENDPOINT, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY are optional, the keys as a pair). A half-set bucket is a start-up
 * error naming what is missing, not uploads failing later.
 */
export function mediaSettings(config: Pick<AppConfig, 'env'>): MediaSettings {
  const env = config.env;
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const bucket = value('S3_BUCKET');
  if (!bucket) return { s3: undefined };
  const problems: string[] = [];
  const region = value('S3_REGION');
  const publicUrl = value('S3_PUBLIC_URL');
  const endpoint = value('S3_ENDPOINT');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!region) problems.push('S3_REGION="": must be set with S3_BUCKET (e.g. ap-northeast-2, or auto for R2)');
  if (!publicUrl || !isHttpUrl(publicUrl)) problems.push(`S3_PUBLIC_URL=${JSON.stringify(publicUrl ?? '')}: must be the http(s) URL browsers read the bucket from`);
  if (endpoint !== undefined && !isHttpUrl(endpoint)) problems.push(`S3_ENDPOINT=${JSON.stringify(endpoint)}: must be an http(s) URL`);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: must be set together (or neither, for the SDK credential chain)');
  if (problems.length) throw new ConfigError(problems);
  return {
    s3: {
      bucket,
      region: region!,
      endpoint,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      publicUrl: publicUrl!.replace(/\/+$/, ''),
    },
  };
}
