import { createServer, type Socket } from 'node:net';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { mediaSettings } from './settings';
import { IMMUTABLE_CACHE_CONTROL, s3Client, s3Storage } from './storage';

const env = {
  S3_BUCKET: 'maru-media',
  S3_REGION: 'ap-northeast-2',
  S3_ENDPOINT: 'https://kr.object.ncloudstorage.com',
  S3_ACCESS_KEY_ID: 'AKIA-TEST',
  S3_SECRET_ACCESS_KEY: 'secret-test',
  S3_PUBLIC_URL: 'https://cdn.maru.example/',
};
const key = 'uploads/review/ab/ab0123456789abcdef0123456789abcd/640.webp';

describe('media settings', () => {
  it('uses local disk without S3_BUCKET, and a bucket with it', () => {
    expect(mediaSettings({ env: {} }).s3).toBeUndefined();
    expect(mediaSettings({ env }).s3).toEqual({
      bucket: 'maru-media', region: 'ap-northeast-2', endpoint: 'https://kr.object.ncloudstorage.com',
      credentials: { accessKeyId: 'AKIA-TEST', secretAccessKey: 'secret-test' }, publicUrl: 'https://cdn.maru.example',
    });
  });

  it('refuses a half-set bucket at start-up, naming each missing setting', () => {
    expect(() => mediaSettings({ env: { S3_BUCKET: 'b' } })).toThrow(ConfigError);
    try {
      mediaSettings({ env: { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_ENDPOINT: 'nope' } });
    } catch (error) {
      expect((error as ConfigError).problems.map((line) => line.split('=')[0]!.split(' ')[0])).toEqual(['S3_REGION', 'S3_PUBLIC_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID']);
    }
  });
});

describe('s3Storage', () => {
  it('puts each file with PutObject: bucket, key, WebP type and a year of immutable caching; URLs on the public base', async () => {
    const sent: (PutObjectCommand | DeleteObjectCommand)[] = [];
    const storage = s3Storage(mediaSettings({ env }).s3!, { send: async (command) => void sent.push(command) });
    const body = Buffer.from('webp bytes');
    await storage.put(key, body, 'image/webp');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect(sent[0]!.input).toEqual({ Bucket: 'maru-media', Key: key, Body: body, ContentType: 'image/webp', CacheControl: IMMUTABLE_CACHE_CONTROL });
    expect(storage.urlOf(key)).toBe(`https://cdn.maru.example/${key}`);
  });

  it('removes a file with DeleteObject, and only a key it made', async () => {
    const sent: (PutObjectCommand | DeleteObjectCommand)[] = [];
    const storage = s3Storage(mediaSettings({ env }).s3!, { send: async (command) => void sent.push(command) });
    await storage.remove(key);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(DeleteObjectCommand);
    expect(sent[0]!.input).toEqual({ Bucket: 'maru-media', Key: key });
    await expect(storage.remove('uploads/product/../../x.webp')).rejects.toThrow(/refused media key/);
    expect(sent).toHaveLength(1);
  });

  it('never sends a key it did not make', async () => {
    const sent: unknown[] = [];
    const storage = s3Storage(mediaSettings({ env }).s3!, { send: async (command) => void sent.push(command) });
    await expect(storage.put('uploads/review/../../x.webp', Buffer.from(''), 'image/webp')).rejects.toThrow(/refused media key/);
    expect(sent).toEqual([]);
  });
});

describe('a server with a bucket', () => {
  it('lets pages show pictures from the bucket’s public origin (CSP img-src)', { timeout: 90_000 }, async () => {
    const { startTestServer } = await import('../../../test/harness');
    const server = await startTestServer({ env });
    try {
      const answer = await server.client().get('/api/health');
      expect(answer.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://cdn.maru.example");
    } finally {
      await server.close();
    }
  });
});

describe('the S3 client', () => {
  it('gives up on a bucket that accepts the connection and never answers, within its time-outs', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const settings = mediaSettings({ env: { ...env, S3_ENDPOINT: `http://127.0.0.1:${port}` } }).s3!;
      const client = await s3Client(settings, { connectionMs: 200, requestMs: 300, attempts: 1 });
      const started = Date.now();
      await expect(client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: Buffer.from('x') }))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(sockets.length).toBeGreaterThan(0);
      client.destroy();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
