import { ApiCode, PRODUCT_FILE_MAX_BYTES, MEDIA_MAX_FILE_BYTES, sheetStatusWords, type AdminCouponView } from '@maru/domain';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES } from '../src/modules/benefit/console/routes';
import { benefitMember } from '../src/modules/benefit/benefit-test-kit';
import { SHEET_MAX_BYTES } from '../src/modules/catalogue/console/sheets-routes';
import { SHEET_MAX_BYTES as TRACKING_MAX_BYTES } from '../src/modules/order/aftersale/tracking-import-routes';
import { signedInStaff, type SignedInStaff } from './factories';
import { serverForTests } from './harness';
import { type Pace, sendUpload } from './multipart-wire';

// Uploads whole or refused (issue 41): a file of exactly the limit is taken, one byte or one
// chunk more is refused with nothing applied, however the bytes arrive. `split` ends the
// server's read exactly at the limit, the edge where @fastify/multipart's toBuffer() handed
// over the first `limit` bytes of a longer file as if they were all of it.

const server = serverForTests();
const KIB = 1024;
const CHUNK = 64 * KIB;
let catalogue: SignedInStaff;
let promotions: SignedInStaff;
let operator: SignedInStaff;

beforeAll(async () => {
  [catalogue, promotions, operator] = await Promise.all([signedInStaff(server, 'CATALOGUE'), signedInStaff(server, 'PROMOTIONS'), signedInStaff(server, 'OPERATOR')]);
});

type Size = 'exact' | 'plus1' | 'plusChunk';
const sizeOf = (limit: number, size: Size) => limit + { exact: 0, plus1: 1, plusChunk: CHUNK }[size];
const paces = (piece: number): Record<string, (limit: number) => Pace> => ({
  once: () => ({ kind: 'once' }),
  slow: () => ({ kind: 'slow', piece, pauseMs: 1 }),
  split: (limit) => ({ kind: 'split', afterFileBytes: limit, pauseMs: 300 }),
});
const cases = (piece: number) => (['exact', 'plus1', 'plusChunk'] as const).flatMap((size) => Object.entries(paces(piece)).map(([pace, of]) => ({ size, pace, of })));

/** `content` followed by newlines up to `bytes`: blank lines a CSV reader skips, so the file means the same at any size. */
const padded = (content: string, bytes: number) => {
  const head = Buffer.from(content);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, '\n')]);
};

describe('products spreadsheet (POST /products/import)', () => {
  const stockOf = async (itemGroupSeq: number) =>
    (await server.db.selectFrom('product_option_row').select('stock_cnt').where('product_no', '=', 100001).where('item_group_seq', '=', itemGroupSeq).executeTakeFirstOrThrow()).stock_cnt;

  /** A file that sets product 100001's first combination to `stock`, `bytes` long. */
  async function sheet(stock: number, bytes: number): Promise<{ file: Buffer; itemGroupSeq: number }> {
    const product = await server.db.selectFrom('product').select(['name', 'price', 'selling_price', 'status']).where('product_no', '=', 100001).executeTakeFirstOrThrow();
    const row = await server.db.selectFrom('product_option_row').select('item_group_seq').where('product_no', '=', 100001).orderBy('item_group_seq').executeTakeFirstOrThrow();
    const csv = stringify([
      ['상품번호', '상품명', '정가', '판매가', '상태', '옵션번호', '재고'],
      ['100001', product.name, String(product.price), String(product.selling_price), sheetStatusWords[product.status], String(row.item_group_seq), String(stock)],
    ]);
    return { file: padded(csv, bytes), itemGroupSeq: row.item_group_seq };
  }

  it.each(cases(32 * KIB))('$size of the limit, sent $pace: taken whole or refused with nothing changed', { timeout: 60_000 }, async ({ size, of }) => {
    const { itemGroupSeq } = await sheet(0, 200);
    const before = await stockOf(itemGroupSeq);
    const { file } = await sheet(before + 7, sizeOf(SHEET_MAX_BYTES, size));
    const answer = await sendUpload({ client: catalogue.client, path: '/api/admin/v1/products/import?dryRun=false', file, pace: of(SHEET_MAX_BYTES) });
    if (size === 'exact') {
      expect(answer.body).toMatchObject({ code: 0, data: { updated: 1, errors: [] } });
      expect(await stockOf(itemGroupSeq)).toBe(before + 7);
    } else {
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([413, ApiCode.SHEET_TOO_LARGE, expect.stringContaining('30MB')]);
      expect(await stockOf(itemGroupSeq)).toBe(before);
    }
  });
});

describe('coupon member numbers (POST /coupons/{id}/issue/csv)', () => {
  it.each(cases(8 * KIB))('$size of the limit, sent $pace: taken whole or refused with nobody given the coupon', { timeout: 30_000 }, async ({ size, pace, of }) => {
    const coupon = await promotions.client.post<AdminCouponView>('/api/admin/v1/coupons', {
      name: `업로드 한도 ${size} ${pace}`, benefitType: 'AMOUNT', amount: 1_000, minOrderAmount: 10_000, scope: 'ALL', channel: 'ISSUE',
      schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null }, validDays: 7,
    });
    expect(coupon.body.code, coupon.body.message).toBe(0);
    const { couponId } = coupon.body.data!;
    const member = await benefitMember(server);
    const file = padded(`회원번호\n${member.memberId}\n`, sizeOf(CSV_MAX_BYTES, size));
    const answer = await sendUpload({ client: promotions.client, path: `/api/admin/v1/coupons/${couponId}/issue/csv?dryRun=false`, file, pace: of(CSV_MAX_BYTES) });
    const issued = async () => (await promotions.client.get<AdminCouponView>(`/api/admin/v1/coupons/${couponId}`)).body.data!.counts.issued;
    if (size === 'exact') {
      expect(answer.body).toMatchObject({ code: 0, data: { members: 1, issued: 1, errors: [] } });
      expect(await issued()).toBe(1);
    } else {
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([413, ApiCode.SHEET_TOO_LARGE, expect.stringContaining('1MB')]);
      expect(await issued()).toBe(0);
    }
  });
});

describe('송장 file (POST /orders/tracking/import)', () => {
  // Its shipping is tested in tracking-import.test.ts; here only that the file is read whole (a row problem) or refused.
  it.each(cases(16 * KIB).filter((row) => row.pace !== 'slow'))('$size of the limit, sent $pace: read whole or refused', { timeout: 30_000 }, async ({ size, of }) => {
    const file = padded('주문번호,주문상품번호,택배사,송장번호\n20990101000001,1,CJ,601234567890\n', sizeOf(TRACKING_MAX_BYTES, size));
    const answer = await sendUpload({ client: operator.client, path: '/api/admin/v1/orders/tracking/import?dryRun=true', file, pace: of(TRACKING_MAX_BYTES) });
    if (size === 'exact') expect(answer.body).toMatchObject({ code: 0, data: { shipped: 0, errors: [{ row: 2, column: '주문번호' }] } });
    else expect([answer.status, answer.body.code, answer.body.message]).toEqual([413, ApiCode.SHEET_TOO_LARGE, expect.stringContaining('2MB')]);
  });
});

describe('product documents (POST /products/{no}/files)', () => {
  const count = async () => Number((await server.db.selectFrom('product_file').select((eb) => eb.fn.countAll<string>().as('n')).where('product_no', '=', 100002).executeTakeFirstOrThrow()).n);
  /** A PDF as looksLikePdf reads one: the header in the first KB, %%EOF in the last; spaces between. */
  const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9 - 7, ' '), Buffer.from('\n%%EOF\n')]);

  it.each(cases(64 * KIB).filter((row) => row.pace !== 'slow' || row.size !== 'exact'))('$size of the limit, sent $pace: stored whole or refused', { timeout: 60_000 }, async ({ size, pace, of }) => {
    const before = await count();
    const answer = await sendUpload({
      client: catalogue.client, path: `/api/admin/v1/products/100002/files?title=${encodeURIComponent(`한도 ${size} ${pace}`)}`, file: pdf(sizeOf(PRODUCT_FILE_MAX_BYTES, size)),
      filename: 'manual.pdf', type: 'application/pdf', pace: of(PRODUCT_FILE_MAX_BYTES),
    });
    if (size === 'exact') {
      expect(answer.body.code, answer.body.message).toBe(0);
      expect(await count()).toBe(before + 1);
      await server.db.deleteFrom('product_file').where('product_no', '=', 100002).execute();
    } else {
      expect([answer.status, answer.body.code]).toEqual([413, ApiCode.PRODUCT_FILE_TOO_LARGE]);
      expect(await count()).toBe(before);
    }
  });
});

describe('product pictures (POST /products/{no}/images)', () => {
  const count = async () => Number((await server.db.selectFrom('product_image').select((eb) => eb.fn.countAll<string>().as('n')).where('product_no', '=', 100003).executeTakeFirstOrThrow()).n);

  it.each(cases(64 * KIB).filter((row) => row.size !== 'exact'))('$size of the limit, sent $pace: refused with no picture stored', { timeout: 60_000 }, async ({ size, of }) => {
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 90, b: 200 } } }).jpeg().toBuffer();
    // A JPEG's decoder stops at its end marker; the bytes after it only make the file long.
    const file = Buffer.concat([picture, Buffer.alloc(sizeOf(MEDIA_MAX_FILE_BYTES, size) - picture.length)]);
    const before = await count();
    const answer = await sendUpload({ client: catalogue.client, path: '/api/admin/v1/products/100003/images', file, field: 'images', filename: 'photo.jpg', type: 'image/jpeg', pace: of(MEDIA_MAX_FILE_BYTES) });
    expect([answer.status, answer.body.code]).toEqual([413, ApiCode.IMAGE_TOO_LARGE]);
    expect(await count()).toBe(before);
  });
});
