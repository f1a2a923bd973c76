import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ApiCode, type AdminProductImage, type AdminProductView, PRODUCT_IMAGES_MAX } from '@maru/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  add, asJpegName, cancel, forceLines, GENEROUS_ORDER_LIMITS, jpegWithGps, member, paidOrder, pngImage, postFiles, sheetOf, signedInStaff, startOrderServer, type TestFile, webpImage,
} from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { newConsoleProduct } from './test-kit';

// A product's own pictures over HTTP on a real database and the local media folder: uploaded
// through the review photos' pipeline, ordered (the first is the shop's main picture on the
// product page and on cards), described, deleted with their files, and refused to anyone but
// catalogue staff.

const server = serverForTests(() => startOrderServer({ MARU_RATE_LIMITS: `${GENEROUS_ORDER_LIMITS},console-product-images.perIp=1000,console-product-create.perIp=1000` }));
const PRODUCTS = '/api/admin/v1/products';

type ImageAnswer = { status: number; body: { code: number | string; message: string; data?: { images: AdminProductImage[] } } };

let staff: HttpClient;
beforeAll(async () => {
  staff = (await signedInStaff(server, 'CATALOGUE')).client;
});

const newProduct = (name: string) => newConsoleProduct(server, staff, name);

const upload = (client: HttpClient, productNo: number, files: readonly TestFile[]) => postFiles(client, `${PRODUCTS}/${productNo}/images`, files) as Promise<ImageAnswer>;
const coloured = (r: number, g: number, b: number) => sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g, b } } }).png().toBuffer();
const localFile = (url: string) => path.join(server.config.dataDir, 'media', url.replace(/^\/media\//, ''));
const present = (file: string) => stat(file).then(() => true, () => false);

async function fetchBytes(url: string) {
  const response = await fetch(new URL(url, server.url));
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const shopDetail = async (productNo: number) =>
  (await server.client().get<{ imageUrl: string; imageList: string[]; thumbnailImageUrl: string }>(`/api/product/v1?productNo=${productNo}`)).body.data!;
const shopCard = async (productNo: number, keyword: string) => {
  const answer = await server.client().post<{ productList: { productNo: number; imageUrl: string; thumbnailImageUrl: string }[] }>('/api/product/v1/search/list', { keyword, size: 100 });
  return answer.body.data!.productList.find((card) => card.productNo === productNo)!;
};

const designPicture = async (productNo: number) =>
  `/media/designs/${(await server.db.selectFrom('product').select('image_key').where('product_no', '=', productNo).executeTakeFirstOrThrow()).image_key}/1280.webp`;

describe('a product’s pictures', () => {
  it('uploads three in order, shows them on the product page at 1280 as clean WebP, and the first is the main picture everywhere', async () => {
    const product = await newProduct('마루사진 참나무 협탁');
    expect(product.images).toEqual([]);
    // Before any upload the shop shows its design's picture, which every server process draws.
    expect((await shopDetail(product.productNo)).imageList).toEqual([await designPicture(product.productNo)]);

    const answer = await upload(staff, product.productNo, [asJpegName(await jpegWithGps(600, 400), 'front.jpg'), asJpegName(await pngImage(), 'side.png'), { name: 'top.webp', type: 'image/webp', bytes: await webpImage() }]);
    expect(answer.status, answer.body.message).toBe(200);
    const images = answer.body.data!.images;
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.url1280).toMatch(/^\/media\/uploads\/product\/[0-9a-f]{2}\/[0-9a-f]{32}\/1280\.webp$/);
      expect(image.url320).toBe(image.url1280.replace('/1280.webp', '/320.webp'));
      expect(image.alt).toBe('');
    }

    const console = (await staff.get<AdminProductView>(`${PRODUCTS}/${product.productNo}`)).body.data!;
    expect(console.images).toEqual(images);
    expect(console.imageUrl).toBe(images[0]!.url640);

    const detail = await shopDetail(product.productNo);
    expect(detail.imageList).toEqual(images.map((image) => image.url1280));
    expect(detail.imageUrl).toBe(images[0]!.url640);
    expect(detail.thumbnailImageUrl).toBe(images[0]!.url320);
    expect((await shopCard(product.productNo, '마루사진')).imageUrl).toBe(images[0]!.url640);

    for (const url of detail.imageList) {
      const file = await fetchBytes(url);
      expect([url, file.status, file.type]).toEqual([url, 200, 'image/webp']);
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(file.bytes.includes('MaruCam')).toBe(false);
    }

    const audit = await server.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'product.images').where('target_id', '=', String(product.productNo)).execute();
    expect(audit).toEqual([{ before: { images: [] }, after: { images: images.map((image) => image.imageId), added: 3 } }]);
  });

  it('reorders (the new first is the main picture on the product page and the search card), sets alt text, and deletes with the files', async () => {
    const product = await newProduct('마루순서 자작나무 책장');
    const images = (await upload(staff, product.productNo, [asJpegName(await coloured(200, 30, 30)), asJpegName(await coloured(30, 200, 30)), asJpegName(await coloured(30, 30, 200))])).body.data!.images;
    const [first, second, third] = images as [AdminProductImage, AdminProductImage, AdminProductImage];
    expect((await shopCard(product.productNo, '마루순서')).imageUrl).toBe(first.url640);

    const reordered = await staff.put<{ images: AdminProductImage[] }>(`${PRODUCTS}/${product.productNo}/images/order`, { imageIds: [second.imageId, first.imageId, third.imageId] });
    expect(reordered.body.code, reordered.body.message).toBe(0);
    expect(reordered.body.data!.images.map((image) => image.imageId)).toEqual([second.imageId, first.imageId, third.imageId]);
    const detail = await shopDetail(product.productNo);
    expect(detail.imageUrl).toBe(second.url640);
    expect(detail.imageList).toEqual([second.url1280, first.url1280, third.url1280]);
    const card = await shopCard(product.productNo, '마루순서');
    expect([card.imageUrl, card.thumbnailImageUrl]).toEqual([second.url640, second.url320]);

    // A list that is not every picture once is refused, changing nothing.
    for (const imageIds of [[second.imageId, first.imageId], [second.imageId, second.imageId, third.imageId], [second.imageId, first.imageId, 999_999]]) {
      expect((await staff.put(`${PRODUCTS}/${product.productNo}/images/order`, { imageIds })).body.code).toBe(ApiCode.IMAGE_NOT_FOUND);
    }

    const described = await staff.patch<{ images: AdminProductImage[] }>(`${PRODUCTS}/${product.productNo}/images/${third.imageId}`, { alt: '  책장 위에서 본 모습  ' });
    expect(described.body.data!.images.find((image) => image.imageId === third.imageId)!.alt).toBe('책장 위에서 본 모습');
    expect((await staff.patch(`${PRODUCTS}/${product.productNo}/images/${third.imageId}`, { alt: '가'.repeat(201) })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);

    const files = [320, 640, 1280].map((width) => localFile(second.url1280.replace('/1280.webp', `/${width}.webp`)));
    for (const file of files) expect(await present(file)).toBe(true);
    const deleted = await staff.delete<{ images: AdminProductImage[] }>(`${PRODUCTS}/${product.productNo}/images/${second.imageId}`);
    expect(deleted.body.code, deleted.body.message).toBe(0);
    expect(deleted.body.data!.images.map((image) => image.imageId)).toEqual([first.imageId, third.imageId]);
    for (const file of files) expect([file, await present(file)]).toEqual([file, false]);
    expect(await present(path.dirname(files[0]!))).toBe(false);
    expect((await fetchBytes(second.url640)).status).toBe(404);
    expect((await shopDetail(product.productNo)).imageUrl).toBe(first.url640);
    expect((await staff.delete(`${PRODUCTS}/${product.productNo}/images/${second.imageId}`)).body.code).toBe(ApiCode.IMAGE_NOT_FOUND);

    // The last picture gone, the product shows its design's picture again.
    await staff.delete(`${PRODUCTS}/${product.productNo}/images/${first.imageId}`);
    await staff.delete(`${PRODUCTS}/${product.productNo}/images/${third.imageId}`);
    expect((await shopDetail(product.productNo)).imageList).toEqual([await designPicture(product.productNo)]);
    const actions = await server.db.selectFrom('audit_log').select('after').where('action', '=', 'product.images').where('target_id', '=', String(product.productNo)).orderBy('audit_id').execute();
    expect(actions).toHaveLength(6);
  });

  it('is the picture of the shopper’s lines too: cart, order sheet, order, my orders, claims and reviews (the product’s current picture)', async () => {
    const product = await newProduct('마루줄사진 호두나무 선반');
    const [main] = (await upload(staff, product.productNo, [asJpegName(await coloured(120, 80, 40))])).body.data!.images as [AdminProductImage];
    expect(main.url320).toMatch(/^\/media\/uploads\/product\/.+\/320\.webp$/);
    const row = await server.db.selectFrom('product_option_row').select('item_group_seq').where('product_no', '=', product.productNo).executeTakeFirstOrThrow();
    const option = { productNo: product.productNo, optionGroupSeq: row.item_group_seq };
    const buyer = await member(server);
    type Line = { productNo: number; imageUrl: string };
    const pictureOf = (lines: readonly Line[]) => lines.filter((line) => line.productNo === product.productNo).map((line) => line.imageUrl);

    expect((await add(buyer, option, 1)).body.code).toBe(0);
    const cart = (await buyer.get<{ list: (Line & { cartSeq: number })[] }>('/api/cart/v1/list?cartType=PRODUCT')).body.data!.list;
    expect(pictureOf(cart)).toEqual([main.url320]);

    const created = await sheetOf(buyer, { orderType: 'PRODUCT', cartSeqList: [cart.find((line) => line.productNo === product.productNo)!.cartSeq] });
    expect(created.body.code, created.body.message).toBe(0);
    expect(pictureOf(created.body.data!.lines)).toEqual([main.url320]);
    const priced = await buyer.get<{ lines: Line[] }>(`/api/order/v1/sheet/${created.body.data!.sheetNo}`);
    expect(pictureOf(priced.body.data!.lines)).toEqual([main.url320]);

    const { orderNo } = await paidOrder(buyer, [option]);
    expect(pictureOf((await buyer.get<{ lines: Line[] }>(`/api/order/v1/${orderNo}`)).body.data!.lines)).toEqual([main.url320]);
    expect(pictureOf((await buyer.get<{ lines: Line[] }>(`/api/order/v1/${orderNo}/detail`)).body.data!.lines)).toEqual([main.url320]);
    const myOrders = (await buyer.get<{ list: { orderNo: string; lines: Line[] }[] }>('/api/mypage/v1/order/list')).body.data!.list;
    expect(pictureOf(myOrders.find((order) => order.orderNo === orderNo)!.lines)).toEqual([main.url320]);

    const cancelled = await cancel(buyer, (await paidOrder(buyer, [option])).orderNo, { lineNos: [1] });
    expect(cancelled.body.code, cancelled.body.message).toBe(0);
    const claim = await buyer.get<{ lines: { imageUrl: string }[] }>(`/api/order/v1/claims/${cancelled.body.data!.claimNos[0]}`);
    expect(claim.body.data!.lines.map((line) => line.imageUrl)).toEqual([main.url320]);

    await forceLines(server, orderNo, 'DELIVERED');
    expect(pictureOf((await buyer.get<{ list: Line[] }>('/api/mypage/v1/review/before')).body.data!.list)).toEqual([main.url320]);
    const review = await buyer.post<Line>('/api/mypage/v1/review', { orderNo, lineNo: 1, rating: 5, text: '색감이 사진과 똑같고 마감이 깔끔합니다.' });
    expect(review.body.code, review.body.message).toBe(0);
    expect(pictureOf([review.body.data!])).toEqual([main.url320]);
    expect(pictureOf((await buyer.get<{ list: Line[] }>('/api/mypage/v1/review/list')).body.data!.list)).toEqual([main.url320]);
  });

  it('refuses a text file named .jpg with the media codes, storing nothing', async () => {
    const product = await newProduct('마루거절 의자');
    const answer = await upload(staff, product.productNo, [asJpegName(await pngImage()), asJpegName(Buffer.from('hello, not a picture'), 'notes.jpg')]);
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: ApiCode.IMAGE_UNSUPPORTED, message: 'JPEG, PNG, WebP 사진만 올릴 수 있습니다.' });
    expect((await server.db.selectFrom('product_image').select('image_id').where('product_no', '=', product.productNo).execute())).toEqual([]);
    expect((await upload(staff, 999_999_999, [asJpegName(await pngImage())])).body.code).toBe(ApiCode.PRODUCT_NOT_FOUND);
  });

  it('refuses shoppers and visitors (403) at every call', async () => {
    const product = await newProduct('마루권한 스툴');
    const png = await pngImage(40, 40);
    for (const client of [await member(server), server.client()]) {
      const answer = await upload(client, product.productNo, [asJpegName(png)]);
      expect([answer.status, answer.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
      expect((await client.put(`${PRODUCTS}/${product.productNo}/images/order`, { imageIds: [1] })).status).toBe(403);
      expect((await client.patch(`${PRODUCTS}/${product.productNo}/images/1`, { alt: 'x' })).status).toBe(403);
      expect((await client.delete(`${PRODUCTS}/${product.productNo}/images/1`)).status).toBe(403);
    }
  });

  it('takes ten files a request and twenty a product, refusing more and keeping no files of a refused upload', async () => {
    const product = await newProduct('마루한도 벤치');
    const files = await Promise.all(Array.from({ length: 11 }, (_, index) => coloured(index * 20, 100, 100)));
    const eleven = await upload(staff, product.productNo, files.map((bytes) => asJpegName(bytes)));
    expect([eleven.status, eleven.body.code]).toEqual([413, ApiCode.IMAGE_TOO_MANY]);
    expect((await upload(staff, product.productNo, files.slice(0, 10).map((bytes) => asJpegName(bytes)))).body.data!.images).toHaveLength(10);
    expect((await upload(staff, product.productNo, files.slice(0, 8).map((bytes) => asJpegName(bytes)))).body.data!.images).toHaveLength(18);
    const uploadsBefore = await server.db.selectFrom('product_image').select('storage_key').execute();
    const over = await upload(staff, product.productNo, files.slice(0, 3).map((bytes) => asJpegName(bytes)));
    expect([over.status, over.body.code]).toEqual([413, ApiCode.IMAGE_TOO_MANY]);
    expect(over.body.message).toContain(`${PRODUCT_IMAGES_MAX}장까지`);
    expect(await server.db.selectFrom('product_image').select('storage_key').execute()).toHaveLength(uploadsBefore.length);
    expect((await upload(staff, product.productNo, files.slice(0, 2).map((bytes) => asJpegName(bytes)))).body.data!.images).toHaveLength(20);
    const full = await upload(staff, product.productNo, [asJpegName(files[0]!)]);
    expect(full.body.code).toBe(ApiCode.IMAGE_TOO_MANY);
  });
});
