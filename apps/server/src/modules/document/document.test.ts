import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentDisposition, fileNameFromDisposition, type ProductDocumentsData } from '@maru/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import { joinSources, KAKAO_MAPS_CSP_SOURCES, KAKAO_SHARE_CSP_SOURCES } from '../../plugins/security';

const server = serverForTests();
let tileNo: number;
let faucetNo: number;
let chairNo: number;
let brandNo: number;

const productOf = async (where: ReturnType<typeof sql>) =>
  (await sql<{ productNo: number; brandNo: number }>`select p.product_no as "productNo", p.brand_no as "brandNo" from product p join category c on c.category_no = p.category_no where ${where} order by p.product_no limit 1`.execute(server.db)).rows[0]!;

const api = (target: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api${target}`, { headers });

beforeAll(async () => {
  const tile = await productOf(sql`p.department = 'TILE'`);
  tileNo = tile.productNo;
  brandNo = tile.brandNo;
  faucetNo = (await productOf(sql`c.name = '세면대 수전'`)).productNo;
  chairNo = (await productOf(sql`c.name = '체어'`)).productNo;
});

describe('the documents list', () => {
  it('offers a tile its spec sheet, installation guide and brand catalogue', async () => {
    const answer = (await (await api(`/product/v1/${tileNo}/documents`)).json()) as { code: number; data: ProductDocumentsData };
    expect(answer.code).toBe(0);
    expect(answer.data.documents.map((document) => [document.kind, document.title, document.path])).toEqual([
      ['spec-sheet', '제품 사양서', `/product/v1/${tileNo}/documents/spec-sheet`],
      ['install-guide', '시공 가이드', `/product/v1/${tileNo}/documents/install-guide`],
      ['brand-catalogue', '브랜드 카탈로그', `/brand/v1/${brandNo}/catalogue`],
    ]);
    expect(answer.data.documents[0]!.fileName).toMatch(/_제품 사양서\.pdf$/);
  });

  it('offers a faucet the same three and a chair none', async () => {
    const faucet = (await (await api(`/product/v1/${faucetNo}/documents`)).json()) as { data: ProductDocumentsData };
    expect(faucet.data.documents).toHaveLength(3);
    const chair = (await (await api(`/product/v1/${chairNo}/documents`)).json()) as { code: number; data: ProductDocumentsData };
    expect(chair).toMatchObject({ code: 0, data: { documents: [] } });
  });

  it('answers 101 for an unknown product and 104 for a malformed number', async () => {
    expect(await (await api('/product/v1/999999999/documents')).json()).toMatchObject({ code: 101 });
    for (const bad of ['0', '-1', '12abc', '1e3', '99999999999', '%00', "1'or'1", 'x'.repeat(500)]) {
      const answer = await api(`/product/v1/${encodeURIComponent(bad)}/documents`);
      // An over-long parameter is refused by the router itself, as 414.
      expect([400, 414], bad).toContain(answer.status);
      expect(((await answer.json()) as { code: number }).code, bad).toBe(104);
    }
  });
});

describe('a product PDF', () => {
  it('is a PDF whose Content-Length is its size, uncompressed even when the browser accepts brotli', async () => {
    const answer = await api(`/product/v1/${tileNo}/documents/spec-sheet`, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(Number(answer.headers.get('content-length'))).toBe(body.length);
    const disposition = answer.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    expect(fileNameFromDisposition(disposition)).toMatch(/_제품 사양서\.pdf$/);
  });

  it('makes the installation guide of a faucet, kept after the first request', async () => {
    const first = Buffer.from(await (await api(`/product/v1/${faucetNo}/documents/install-guide`)).arrayBuffer());
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const stored = await readdir(path.join(server.config.dataDir, 'documents'));
    expect(stored.some((name) => name.startsWith(`install-guide-${faucetNo}-`) && name.endsWith('.pdf'))).toBe(true);
    const again = Buffer.from(await (await api(`/product/v1/${faucetNo}/documents/install-guide`)).arrayBuffer());
    expect(again.equals(first)).toBe(true);
  });

  it('is made again, replacing the old file, when the product changes', async () => {
    const before = Buffer.from(await (await api(`/product/v1/${tileNo}/documents/install-guide`)).arrayBuffer());
    await server.db.updateTable('product').set({ name: sql`name || ' 리뉴얼'` }).where('product_no', '=', tileNo).execute();
    const after = await api(`/product/v1/${tileNo}/documents/install-guide`);
    expect(fileNameFromDisposition(after.headers.get('content-disposition'))).toMatch(/리뉴얼_시공 가이드\.pdf$/);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(false);
    const stored = (await readdir(path.join(server.config.dataDir, 'documents'))).filter((name) => name.startsWith(`install-guide-${tileNo}-`));
    expect(stored).toHaveLength(1);
  });

  it('answers not found (404, 101) for a product without documents or unknown, and 104 for a bad kind or number', async () => {
    for (const target of [`/product/v1/${chairNo}/documents/spec-sheet`, '/product/v1/999999999/documents/spec-sheet']) {
      const answer = await api(target);
      expect(answer.status, target).toBe(404);
      expect(await answer.json()).toEqual({ code: 101, message: '요청한 자료를 찾을 수 없습니다.' });
    }
    for (const target of [`/product/v1/${tileNo}/documents/brand-catalogue`, `/product/v1/${tileNo}/documents/..%2f..%2fsecret`, '/product/v1/abc/documents/spec-sheet']) {
      const answer = await api(target);
      expect(answer.status, target).toBe(400);
      expect(((await answer.json()) as { code: number }).code, target).toBe(104);
    }
  });
});

describe('a brand catalogue', () => {
  it('is a PDF named after the brand', async () => {
    const answer = await api(`/brand/v1/${brandNo}/catalogue`);
    expect(answer.status).toBe(200);
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(answer.headers.get('content-length'))).toBe(body.length);
    expect(fileNameFromDisposition(answer.headers.get('content-disposition'))).toMatch(/_브랜드 카탈로그\.pdf$/);
  });

  it('answers 404 for an unknown brand and 104 for a malformed one', async () => {
    expect((await api('/brand/v1/2147483647/catalogue')).status).toBe(404);
    const bad = await api('/brand/v1/-5/catalogue');
    expect(bad.status).toBe(400);
  });
});

describe('the share settings', () => {
  it('name no Kakao key when none is configured, and the policy names no Kakao host', async () => {
    const answer = await api('/system/v1/share');
    expect(await answer.json()).toEqual({ code: 0, message: 'success', data: { kakao: { jsKey: null, templateId: null } } });
    // Kakao's SDK hosts, that is: the postcode widget's (t1.kakaocdn.net and so on) are allowed without a key.
    const policy = (answer.headers.get('content-security-policy') ?? '').split(/[;\s]+/);
    for (const host of Object.values(joinSources(KAKAO_SHARE_CSP_SOURCES, KAKAO_MAPS_CSP_SOURCES)).flat()) expect(policy).not.toContain(host);
  });

  it('hand the browser the key and template, and allow the SDK and its hosts, when configured', async () => {
    const withKey = await startTestServer({ env: { KAKAO_JS_KEY: '0123456789abcdef0123456789abcdef', KAKAO_SHARE_TEMPLATE_ID: '12345' } });
    try {
      const answer = await fetch(`${withKey.url}/api/system/v1/share`);
      expect(await answer.json()).toMatchObject({ data: { kakao: { jsKey: '0123456789abcdef0123456789abcdef', templateId: 12345 } } });
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' https:\/\/t1\.kakaocdn\.net/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/kapi\.kakao\.com https:\/\/sharer\.kakao\.com/);
      // The same key runs Kakao Maps on the showroom pages: its hosts are allowed, and the office answer carries the key.
      expect(policy).toMatch(/script-src [^;]*https:\/\/dapi\.kakao\.com/);
      const office = await (await fetch(`${withKey.url}/api/showroom/v1/offices/seongsu`)).json();
      expect(office).toMatchObject({ data: { map: { kakaoJsKey: '0123456789abcdef0123456789abcdef' } } });
    } finally {
      await withKey.close();
    }
  });
});

it('writes the header the download helper reads back', () => {
  expect(fileNameFromDisposition(contentDisposition('타일 "A/B".pdf'))).toBe('타일 A B .pdf');
});
