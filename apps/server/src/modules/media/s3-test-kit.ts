import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPools } from '../../db/connect';
import { modules } from '../../modules';
import { withDatabase } from '../../../test/global-setup';
import type { TestServer } from '../../../test/harness';
import { HttpClient } from '../../../test/http-client';

// An S3-compatible server over real HTTP for the media tests (s3rver: objects as files in a
// temporary folder), and a second server process on the same database, so a test can ask
// whether a picture stored through one server is served through the other.

export interface TestBucket {
  /** The S3_* settings of a server using the bucket: path-style on s3rver's endpoint, fake keys. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  /** Whether the bucket holds an object under this key, asked with HeadObject. */
  holds(key: string): Promise<boolean>;
  client: S3Client;
  close(): Promise<void>;
}

/** s3rver on a free port with one bucket, its objects in a new temporary folder. */
export async function startTestBucket(bucket = 'maru-media'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'maru-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks a signature's form, not its keys: any pair signs.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      // Path-style: s3rver serves a bucket's objects under /<bucket>/ to anyone.
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    bucket,
    endpoint,
    client,
    holds: (key) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        (error: { name?: string }) => {
          if (error.name === 'NotFound') return false;
          throw error;
        },
      ),
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the database of `first`, with its own DATA_DIR (so nothing on the first
 * one's disk can answer for it) and the first one's settings and secret, as a second process
 * of one shop would be.
 */
export async function startTwinServer(first: TestServer): Promise<TestServer> {
  const { database } = await first.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('database')).executeTakeFirstOrThrow();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maru-twin-'));
  const config = loadConfig({ ...first.config.env, DATA_DIR: dataDir, MARU_SECRET: first.config.secret });
  const pools = openPools(withDatabase(inject('adminUrl'), database), { max: 5 });
  const app = await buildApp({ config, db: pools.db, searchDb: pools.searchDb, databaseUrl: pools.url, modules });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    db: pools.db,
    config,
    url,
    client: () => new HttpClient(url),
    close: async () => {
      await app.close();
      await pools.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
