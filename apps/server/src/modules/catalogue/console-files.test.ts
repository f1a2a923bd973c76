import { ApiCode, type AdminProductFile, PRODUCT_FILES_MAX, type ProductDocument } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { asJpegName, jpegWithGps, member, postFiles, signedInStaff, startOrderServer, type TestFile } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { newConsoleProduct } from './test-kit';

// A product's own documents (PDFs) over HTTP on a real database: uploaded in the console with
// a title, checked by their bytes, listed on the shop's 자료 다운로드 for any product and
// downloaded under the product's Korean name, renamed, deleted, audited, gone with a hidden
// product, and refused to anyone but catalogue staff.

const server = serverForTests(() => startOrderServer({ MARU_RATE_LIMITS: 'console-product-files.perIp=1000,console-product-create.perIp=1000' }));
const PRODUCTS = '/api/admin/v1/products';

type FileAnswer = { status: number; body: { code: number | string; message: string; data?: { files: AdminProductFile[] } } };

/** A small valid PDF whose body carries `marker`, so a download can be told from another. */
const pdf = (marker: string): TestFile => ({
  name: 'document.pdf',
  type: 'application/pdf',
  bytes: Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Title (${marker}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1'),
});

let staff: HttpClient;
beforeAll(async () => {
  staff = (await signedInStaff(server, 'CATALOGUE')).client;
});

const upload = (client: HttpClient, productNo: number, title: string, file: TestFile) =>
  postFiles(client, `${PRODUCTS}/${productNo}/files?title=${encodeURIComponent(title)}`, [file], 'file') as Promise<FileAnswer>;
const shopDocuments = async (productNo: number) => {
  const answer = await server.client().get<{ documents: ProductDocument[] }>(`/api/product/v1/${productNo}/documents`);
  return { code: answer.body.code, documents: answer.body.data?.documents ?? [] };
};

async function download(path: string) {
  const response = await fetch(new URL(`/api${path}`, server.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('a product’s documents', () => {
  it('uploads a PDF with its title, lists it on the shop’s 자료 다운로드 and serves it under the product’s name', async () => {
    const product = await newConsoleProduct(server, staff, '마루자료 원목 소파');
    expect(product.files).toEqual([]);
    // A sofa has no drawn spec sheet: before any upload the shop lists nothing.
    expect(await shopDocuments(product.productNo)).toEqual({ code: 0, documents: [] });

    const first = await upload(staff, product.productNo, ' KC 인증서 ', pdf('kc-certificate'));
    expect(first.status, first.body.message).toBe(200);
    const second = await upload(staff, product.productNo, '조립 설명서', pdf('assembly-manual'));
    const files = second.body.data!.files;
    expect(files.map((file) => [file.title, file.fileName, file.bytes])).toEqual([
      ['KC 인증서', '마루자료 원목 소파_KC 인증서.pdf', pdf('kc-certificate').bytes.length],
      ['조립 설명서', '마루자료 원목 소파_조립 설명서.pdf', pdf('assembly-manual').bytes.length],
    ]);
    expect((await staff.get<{ files: AdminProductFile[] }>(`${PRODUCTS}/${product.productNo}`)).body.data!.files).toEqual(files);

    const shop = await shopDocuments(product.productNo);
    expect(shop.documents).toEqual(files.map((file) => ({ kind: 'uploaded', title: file.title, fileName: file.fileName, path: file.path })));
    const got = await download(files[1]!.path);
    expect([got.status, got.type]).toEqual([200, 'application/pdf']);
    expect(got.bytes.equals(pdf('assembly-manual').bytes)).toBe(true);
    expect(got.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('마루자료 원목 소파_조립 설명서.pdf')}`);

    const audit = await server.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'product.files').where('target_id', '=', String(product.productNo)).orderBy('audit_id').execute();
    expect(audit.at(-1)).toEqual({ before: { files: [`KC 인증서 (#${files[0]!.fileId})`] }, after: { files: files.map((file) => `${file.title} (#${file.fileId})`) } });
  });

  it('adds uploaded documents after the ones the shop draws for a tile', async () => {
    const tile = await server.db.selectFrom('product').select('product_no').where('department', '=', 'TILE').where('listed', '=', true).orderBy('product_no').executeTakeFirstOrThrow();
    const before = (await shopDocuments(tile.product_no)).documents;
    expect(before.map((document) => document.kind)).toEqual(['spec-sheet', 'install-guide', 'brand-catalogue']);
    const answer = await upload(staff, tile.product_no, '시공 사례집', pdf('tile-cases'));
    expect(answer.body.code, answer.body.message).toBe(0);
    const after = (await shopDocuments(tile.product_no)).documents;
    expect(after.map((document) => [document.kind, document.title])).toEqual([...before.map((document) => [document.kind, document.title]), ['uploaded', '시공 사례집']]);
    // Tidy up: the tile is shared with other tests of this file's server.
    await staff.delete(`${PRODUCTS}/${tile.product_no}/files/${answer.body.data!.files.at(-1)!.fileId}`);
  });

  it('renames and deletes; the shop follows at once and the old download answers 404', async () => {
    const product = await newConsoleProduct(server, staff, '마루자료 라운지 체어');
    const [file] = (await upload(staff, product.productNo, '설명서', pdf('chair-manual'))).body.data!.files as [AdminProductFile];

    const renamed = await staff.patch<{ files: AdminProductFile[] }>(`${PRODUCTS}/${product.productNo}/files/${file.fileId}`, { title: '관리 방법' });
    expect(renamed.body.code, renamed.body.message).toBe(0);
    expect((await shopDocuments(product.productNo)).documents.map((document) => document.title)).toEqual(['관리 방법']);
    expect((await download(file.path)).disposition).toContain(encodeURIComponent('마루자료 라운지 체어_관리 방법.pdf'));
    expect((await staff.patch(`${PRODUCTS}/${product.productNo}/files/${file.fileId}`, { title: '관리/방법' })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);

    const deleted = await staff.delete<{ files: AdminProductFile[] }>(`${PRODUCTS}/${product.productNo}/files/${file.fileId}`);
    expect(deleted.body.data!.files).toEqual([]);
    expect((await shopDocuments(product.productNo)).documents).toEqual([]);
    const gone = await download(file.path);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.bytes.toString()).code).toBe(ApiCode.NO_DATA);
    expect((await staff.delete(`${PRODUCTS}/${product.productNo}/files/${file.fileId}`)).body.code).toBe(ApiCode.PRODUCT_FILE_NOT_FOUND);
  });

  it('takes PDFs only, by their bytes, with a title, and ten a product', async () => {
    const product = await newConsoleProduct(server, staff, '마루자료 거실장');
    const disguised = { ...asJpegName(await jpegWithGps()), name: 'manual.pdf', type: 'application/pdf' };
    const refused = await upload(staff, product.productNo, '설명서', disguised);
    expect([refused.status, refused.body.code]).toEqual([415, ApiCode.PRODUCT_FILE_NOT_PDF]);
    expect((await upload(staff, product.productNo, '', pdf('x'))).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await upload(staff, product.productNo, '가'.repeat(41), pdf('x'))).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await postFiles(staff, `${PRODUCTS}/${product.productNo}/files?title=x`, [pdf('x')], 'photos')).body).toMatchObject({ code: ApiCode.REQUIRED_PARAMETER });
    expect((await upload(staff, 999_999_999, '설명서', pdf('x'))).body.code).toBe(ApiCode.PRODUCT_NOT_FOUND);

    for (let index = 0; index < PRODUCT_FILES_MAX; index += 1) {
      expect((await upload(staff, product.productNo, `자료 ${index + 1}`, pdf(`n${index}`))).body.code).toBe(0);
    }
    const full = await upload(staff, product.productNo, '하나 더', pdf('extra'));
    expect([full.status, full.body.code]).toEqual([413, ApiCode.PRODUCT_FILE_TOO_MANY]);
    expect((await shopDocuments(product.productNo)).documents).toHaveLength(PRODUCT_FILES_MAX);
  });

  it('goes with a hidden product: no list, no download', async () => {
    const product = await newConsoleProduct(server, staff, '마루자료 숨김 선반');
    const [file] = (await upload(staff, product.productNo, '설명서', pdf('hidden-shelf'))).body.data!.files as [AdminProductFile];
    expect((await staff.patch(`${PRODUCTS}/${product.productNo}`, { status: 'HIDDEN' })).body.code).toBe(0);
    expect((await shopDocuments(product.productNo)).code).toBe(ApiCode.NO_DATA);
    expect((await download(file.path)).status).toBe(404);
  });

  it('refuses shoppers and visitors (403) at every call', async () => {
    const product = await newConsoleProduct(server, staff, '마루자료 권한 협탁');
    for (const client of [await member(server), server.client()]) {
      const answer = await upload(client, product.productNo, '설명서', pdf('x'));
      expect([answer.status, answer.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
      expect((await client.get(`${PRODUCTS}/${product.productNo}/files`)).status).toBe(403);
      expect((await client.patch(`${PRODUCTS}/${product.productNo}/files/1`, { title: 'x' })).status).toBe(403);
      expect((await client.delete(`${PRODUCTS}/${product.productNo}/files/1`)).status).toBe(403);
    }
  });
});
