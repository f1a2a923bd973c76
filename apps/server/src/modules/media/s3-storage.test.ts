import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AdminProductImage, ConsoleBrand, ShopBrandData } from '@maru/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_ORDER_LIMITS, newConsoleProduct, postFiles, signedInStaff, startOrderServer, verifiedMember } from '../../../test/factories';
import type { TestServer } from '../../../test/harness';
import { asJpegName, jpegWithGps, pngImage, uploadFiles } from './media-test-kit';
import { startTestBucket, startTwinServer, type TestBucket } from './s3-test-kit';

// The S3 adapter against an S3-compatible server over real HTTP (s3rver), with two server
// processes of one shop: same database, same bucket, each its own DATA_DIR. What one stores,
// the other serves; what one deletes is gone from the bucket; neither writes a picture to its disk.

const LIMITS = `${GENEROUS_ORDER_LIMITS},media-upload.perIp=1000,media-upload.perMember=1000,console-product-images.perIp=1000,console-product-create.perIp=1000`;
const WIDTHS = [320, 640, 1280];

let bucket: TestBucket;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  bucket = await startTestBucket();
  first = await startOrderServer({ ...bucket.env, MARU_RATE_LIMITS: LIMITS });
  second = await startTwinServer(first);
}, 120_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
  await bucket?.close();
});

/** The object key behind a URL on the bucket's public base. */
const keyOf = (url: string) => {
  const base = `${bucket.env.S3_PUBLIC_URL}/`;
  expect(url.startsWith(base), url).toBe(true);
  return url.slice(base.length);
};

async function fetched(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), cacheControl: response.headers.get('cache-control'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const nothingOnDisk = (server: TestServer) => expect(existsSync(path.join(server.config.dataDir, 'media', 'uploads'))).toBe(false);

describe('pictures in an S3-compatible bucket', () => {
  it('stores a member’s review photo in the bucket at every width and answers the bucket’s URL, which serves clean WebP for a year', async () => {
    const member = (await verifiedMember(first)).client;
    const answer = await uploadFiles(member, [asJpegName(await jpegWithGps(600, 400))]);
    expect(answer.status, answer.body.message).toBe(200);
    const [image] = answer.body.data!.images;
    const folder = path.posix.dirname(keyOf(image!.url));
    expect(folder).toMatch(/^uploads\/review\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    for (const width of WIDTHS) expect(await bucket.holds(`${folder}/${width}.webp`)).toBe(true);

    const stored = await fetched(image!.url);
    expect([stored.status, stored.type, stored.cacheControl]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    const metadata = await sharp(stored.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['webp', 400, 600, undefined]);
    expect(stored.bytes.includes('MaruCam')).toBe(false);
    nothingOnDisk(first);
  });

  it('serves a product picture uploaded through one server through the other, and a delete through the other takes it out of the bucket', async () => {
    const uploader = (await signedInStaff(first, 'CATALOGUE')).client;
    const product = await newConsoleProduct(first, uploader, '버킷사진 원목 스툴');
    const upload = await postFiles<{ code: number; message: string; data?: { images: AdminProductImage[] } }>(
      uploader, `/api/admin/v1/products/${product.productNo}/images`, [asJpegName(await pngImage(400, 300), 'front.png')],
    );
    expect(upload.status, upload.body.message).toBe(200);
    const [picture] = upload.body.data!.images;
    const keys = WIDTHS.map((width) => keyOf(picture![`url${width}` as 'url320']));

    // The other process answers the same URLs (none of its own disk), and the bucket serves them.
    const detail = (await second.client().get<{ imageList: string[]; thumbnailImageUrl: string }>(`/api/product/v1?productNo=${product.productNo}`)).body.data!;
    expect(detail.imageList).toEqual([picture!.url1280]);
    expect(detail.thumbnailImageUrl).toBe(picture!.url320);
    for (const url of [...detail.imageList, detail.thumbnailImageUrl]) expect((await fetched(url)).status).toBe(200);

    const remover = (await signedInStaff(second, 'CATALOGUE')).client;
    const deleted = await remover.delete<{ images: AdminProductImage[] }>(`/api/admin/v1/products/${product.productNo}/images/${picture!.imageId}`);
    expect(deleted.body.code, deleted.body.message).toBe(0);
    expect(deleted.body.data!.images).toEqual([]);
    for (const key of keys) expect(await bucket.holds(key)).toBe(false);
    expect((await fetched(picture!.url1280)).status).toBe(404);
    expect((await first.client().get<{ imageList: string[] }>(`/api/product/v1?productNo=${product.productNo}`)).body.data!.imageList).not.toContain(picture!.url1280);
    nothingOnDisk(first);
    nothingOnDisk(second);
  });

  it('keeps a brand logo uploaded through one server in the bucket, shows it through the other, and a replacement through the other removes the old object', async () => {
    const staff = (await signedInStaff(first, 'CATALOGUE')).client;
    const brand = (await staff.get<{ list: ConsoleBrand[] }>('/api/admin/v1/catalogue/brands')).body.data!.list.at(-1)!;
    const uploadLogo = async (through: TestServer) => {
      const client = through === first ? staff : (await signedInStaff(through, 'CATALOGUE')).client;
      const answer = await postFiles<{ code: number; message: string; data?: ConsoleBrand }>(client, `/api/admin/v1/catalogue/brands/${brand.brandNo}/logo`, [asJpegName(await pngImage(240, 120), 'logo.png')], 'logo');
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data!.logoUrl!;
    };
    const firstLogo = await uploadLogo(first);
    expect(keyOf(firstLogo)).toMatch(/^uploads\/brand\/[0-9a-f]{2}\/[0-9a-f]{32}\/320\.webp$/);
    expect((await second.client().get<ShopBrandData>(`/api/brand/v1/${brand.brandNo}`)).body.data!.logoUrl).toBe(firstLogo);
    expect((await fetched(firstLogo)).type).toBe('image/webp');

    const secondLogo = await uploadLogo(second);
    expect(secondLogo).not.toBe(firstLogo);
    expect(await bucket.holds(keyOf(firstLogo))).toBe(false);
    expect(await bucket.holds(keyOf(secondLogo))).toBe(true);
    nothingOnDisk(first);
    nothingOnDisk(second);
  });

  it('shows a product made through one server with its design’s picture, which the other serves from the design its own start drew', async () => {
    const staff = (await signedInStaff(first, 'CATALOGUE')).client;
    const product = await newConsoleProduct(first, staff, '디자인사진 원목 벤치');
    const { image_key: imageKey } = await first.db.selectFrom('product').select('image_key').where('product_no', '=', product.productNo).executeTakeFirstOrThrow();
    const detail = (await second.client().get<{ imageList: string[] }>(`/api/product/v1?productNo=${product.productNo}`)).body.data!;
    expect(detail.imageList).toEqual([`/media/designs/${imageKey}/1280.webp`]);
    // What the other process's own start does (the catalogue seed draws every design into its DATA_DIR, catalogue/seed/images), for this design.
    const file = path.join(second.config.dataDir, 'media', 'designs', imageKey, '1280.webp');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await sharp({ create: { width: 64, height: 64, channels: 3, background: 'beige' } }).webp().toBuffer());
    const served = await fetch(`${second.url}${detail.imageList[0]}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(existsSync(path.join(first.config.dataDir, 'media', 'products', String(product.productNo)))).toBe(false);
  });

  it('draws a generated PDF on each process from the database, byte for byte the same, kept on that process’s own disk only', async () => {
    const tile = await first.db.selectFrom('product').select('product_no').where('department', '=', 'TILE').where('listed', '=', true).orderBy('product_no').executeTakeFirstOrThrow();
    const pdfOf = async (server: TestServer) => {
      const response = await fetch(`${server.url}/api/product/v1/${tile.product_no}/documents/spec-sheet`);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      return Buffer.from(await response.arrayBuffer());
    };
    const [one, other] = [await pdfOf(first), await pdfOf(second)];
    expect(one.subarray(0, 5).toString()).toBe('%PDF-');
    expect(other.equals(one)).toBe(true);
    for (const server of [first, second]) expect(existsSync(path.join(server.config.dataDir, 'documents'))).toBe(true);
  });

  it('is ready while the bucket answers HeadBucket, not ready (storage down) while it is missing, and ready again when it is back', async () => {
    const ready = () => second.client().get<{ status: string; checks: Record<string, string> }>('/api/ready');
    const before = await ready();
    expect(before.status).toBe(200);
    expect(before.body.data!.checks).toMatchObject({ database: 'up', storage: 'up' });

    // Empty the bucket (a bucket must be empty to be deleted), then delete it.
    const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
    const objects = (listed.Contents ?? []).map((object) => ({ Key: object.Key! }));
    if (objects.length) await bucket.client.send(new DeleteObjectsCommand({ Bucket: bucket.bucket, Delete: { Objects: objects } }));
    await bucket.client.send(new DeleteBucketCommand({ Bucket: bucket.bucket }));
    const without = await ready();
    expect(without.status).toBe(503);
    expect(without.body.data!.checks).toMatchObject({ database: 'up', storage: 'down' });
    // An upload meanwhile is refused with the envelope (503, send again later), not a 500, and records nothing.
    const member = (await verifiedMember(second)).client;
    const uploads = () => second.db.selectFrom('media_image').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const uploadsBefore = (await uploads()).n;
    const refused = await uploadFiles(member, [asJpegName(await pngImage(90, 60))]);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([503, 999, '사진을 저장하지 못했습니다. 잠시 후 다시 올려 주세요.']);
    expect((await uploads()).n).toBe(uploadsBefore);

    await bucket.client.send(new CreateBucketCommand({ Bucket: bucket.bucket }));
    expect((await ready()).body.data!.checks).toMatchObject({ storage: 'up' });
  });
});
