import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_MAX_FILE_BYTES } from '@maru/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { startOrderServer, verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { asJpegName, jpegWithGps, pngImage, uploadFiles, webpImage } from './media-test-kit';

const server = serverForTests(() => startOrderServer({ MARU_RATE_LIMITS: 'join.perIp=100,certify-start.perIp=100,certify-complete.perIp=100,media-upload.perIp=1000,media-upload.perMember=1000' }));
let member: HttpClient;

beforeAll(async () => {
  member = (await verifiedMember(server)).client;
});

async function fetchBytes(url: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(new URL(url, server.url));
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

describe('POST /api/media/v1/images', () => {
  it('turns a JPEG with GPS EXIF upright and strips every piece of metadata from each stored width', async () => {
    const original = await jpegWithGps(600, 400);
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('MaruCam');
    expect(before.orientation).toBe(6);

    const answer = await uploadFiles(member, [asJpegName(original, '../../etc/passwd.jpg')]);
    expect(answer.status).toBe(200);
    const [image] = answer.body.data!.images;
    // Orientation 6: stored 600x400 sideways, shown 400x600 upright.
    expect(image).toMatchObject({ width: 400, height: 600 });
    expect(image!.srcSet).toBe(`${image!.thumbnailUrl} 320w, ${image!.url.replace('/1280.webp', '/640.webp')} 400w`);
    for (const url of [image!.thumbnailUrl, image!.url]) {
      const stored = await fetchBytes(url);
      expect(stored.status).toBe(200);
      expect(stored.headers.get('cache-control')).toContain('immutable');
      const metadata = await sharp(stored.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.bytes.includes('MaruCam')).toBe(false);
      expect(stored.bytes.includes('GPS')).toBe(false);
    }
    // The file name the browser sent plays no part in where the file goes.
    expect(image!.url).toMatch(/^\/media\/uploads\/review\/[0-9a-f]{2}\/[0-9a-f]{32}\/1280\.webp$/);
  });

  it('accepts a PNG named .jpg and a WebP (detected by their bytes), up to five at once', async () => {
    const answer = await uploadFiles(member, [asJpegName(await pngImage(), 'really-a-png.jpg'), { name: 'x.webp', type: 'application/octet-stream', bytes: await webpImage() }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data!.images.map((image) => [image.width, image.height])).toEqual([[300, 200], [200, 200]]);
    const rows = await server.db.selectFrom('media_image').select(['image_id', 'purpose', 'attached_at']).where('image_id', 'in', answer.body.data!.images.map((i) => i.imageId)).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.purpose === 'review' && row.attached_at === null)).toBe(true);
  });

  it('refuses text, HTML and a truncated JPEG named .jpg with 415 and a Korean message, storing nothing', async () => {
    const jpeg = await jpegWithGps(300, 200);
    const count = async () => (await server.db.selectFrom('media_image').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    for (const bytes of [Buffer.from('hello, not a picture'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), jpeg.subarray(0, 200)]) {
      const answer = await uploadFiles(member, [asJpegName(bytes)]);
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({ code: 7401, message: 'JPEG, PNG, WebP 사진만 올릴 수 있습니다.' });
    }
    // One bad file among good ones refuses the whole upload.
    const mixed = await uploadFiles(member, [asJpegName(await pngImage()), asJpegName(Buffer.from('GIF89a....'))]);
    expect(mixed.body.code).toBe(7401);
    expect(await count()).toBe(before);
  });

  it('refuses a file over 10 MB with 413 and the envelope', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(MEDIA_MAX_FILE_BYTES + 1024)]);
    const answer = await uploadFiles(member, [asJpegName(big)]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 7402, message: '사진은 한 장에 10MB까지 올릴 수 있습니다.' });
  });

  it('refuses a picture of more pixels than the cap (a decompression bomb) without decoding it', async () => {
    // 8,000 x 8,000 of one colour: 64 MP in a few hundred kilobytes of PNG.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: 'white' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MEDIA_MAX_FILE_BYTES);
    const answer = await uploadFiles(member, [asJpegName(bomb)]);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe(7402);
  });

  it('refuses a sixth file, an empty upload, a JSON body, an unknown purpose, and guests', async () => {
    const png = await pngImage(50, 50);
    const six = await uploadFiles(member, Array.from({ length: 6 }, () => asJpegName(png)));
    expect(six.status).toBe(413);
    expect(six.body.code).toBe(7403);
    expect((await uploadFiles(member, [])).status).toBe(400);
    const json = await member.post('/api/media/v1/images?purpose=review', { photos: [] });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe(104);
    expect((await uploadFiles(member, [asJpegName(png)], 'avatar')).body.code).toBe(104);
    const guest = await uploadFiles(server.client(), [asJpegName(png)]);
    expect(guest.status).toBe(403);
    expect(guest.body.code).toBe(1002);
  });

  it('stores the same picture once (content-addressed names) and serves nothing outside the media folder', async () => {
    const png = await pngImage(120, 80);
    const first = (await uploadFiles(member, [asJpegName(png)])).body.data!.images[0]!;
    const second = (await uploadFiles(member, [asJpegName(png)])).body.data!.images[0]!;
    expect(second.url).toBe(first.url);
    expect(second.imageId).not.toBe(first.imageId);
    const folder = path.join(server.config.dataDir, 'media', path.dirname(first.url.replace('/media/', '')));
    expect((await readdir(folder)).sort()).toEqual(['1280.webp', '320.webp', '640.webp']);
    for (const probe of ['/media/../secret', '/media/%2e%2e/secret', '/media/uploads/..%2f..%2fsecret']) {
      const answer = await fetchBytes(probe);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.bytes.toString()).not.toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
