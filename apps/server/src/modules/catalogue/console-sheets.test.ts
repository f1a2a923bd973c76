import { ApiCode, type AdminProductView, noticeGroupForDepartment, type ImportResult } from '@maru/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// The products spreadsheet over HTTP: export as Excel reads it, import with a dry run that
// names every problem by row and column, and a file that lands whole or not at all.

const server = serverForTests();
const PRODUCTS = '/api/admin/v1/products';

async function exportSheet(client: HttpClient, query = ''): Promise<{ text: string; bytes: Buffer; rows: string[][]; contentType: string | null }> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${client.baseUrl}${PRODUCTS}/export${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  // Read as bytes: a decoder would drop the BOM Excel needs.
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return { text, bytes, rows: parse(text, { bom: true }), contentType: response.headers.get('content-type') };
}

async function importSheet(client: HttpClient, csv: string, dryRun: boolean) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/health');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), '상품.csv');
  const headers: Record<string, string> = { 'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''), cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  const response = await fetch(`${client.baseUrl}${PRODUCTS}/import?dryRun=${dryRun}`, { method: 'POST', headers, body: form });
  return (await response.json()) as { code: number; message: string; data?: ImportResult };
}

const toCsv = (rows: string[][]) => `\uFEFF${stringify(rows, { record_delimiter: 'windows' })}`;
const column = (rows: string[][], name: string) => rows[0]!.indexOf(name);

describe('export', () => {
  it('writes UTF-8 CSV with a BOM, the pinned columns and one row per option combination', async () => {
    const { client } = await signedInStaff(server, 'CATALOGUE');
    const sheet = await exportSheet(client, '?keyword=100001');
    expect(sheet.contentType).toBe('text/csv; charset=utf-8');
    expect([...sheet.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(sheet.text.startsWith('\uFEFF상품번호,')).toBe(true);
    expect(sheet.rows[0]).toEqual(expect.arrayContaining(['상품번호', '상품명', '정가', '판매가', '상태', '옵션번호', '재고', '고시분류']));
    const combinations = await server.db.selectFrom('product_option_row').select('item_group_seq').where('product_no', '=', 100001).execute();
    const own = sheet.rows.slice(1).filter((row) => row[0] === '100001');
    expect(own.map((row) => Number(row[column(sheet.rows, '옵션번호')]))).toEqual(expect.arrayContaining(combinations.map((row) => row.item_group_seq)));
    expect(own).toHaveLength(combinations.length);
  });
});

describe('import', () => {
  it('takes back the whole exported catalogue unchanged: nothing created, nothing updated', async () => {
    const { client } = await signedInStaff(server, 'CATALOGUE');
    const sheet = await exportSheet(client);
    const products = await server.db.selectFrom('product').select('product_no').execute();
    expect(new Set(sheet.rows.slice(1).map((row) => row[0])).size).toBe(products.length);
    const started = performance.now();
    const result = await importSheet(client, sheet.text, false);
    const seconds = (performance.now() - started) / 1000;
    expect(result).toMatchObject({ code: 0, data: { created: 0, updated: 0, errors: [] } });
    console.info(`import of ${sheet.rows.length - 1} unchanged rows: ${seconds.toFixed(1)} s`);
  });

  it('names a bad row by row and column, changes nothing with it, and applies the file once it is fixed', async () => {
    const { client } = await signedInStaff(server, 'CATALOGUE');
    const sheet = await exportSheet(client, '?keyword=100002');
    const rows = sheet.rows.filter((row, index) => index === 0 || row[0] === '100002');
    const selling = column(rows, '판매가');
    const stock = column(rows, '재고');
    const before = await server.db.selectFrom('product').select(['selling_price', 'price']).where('product_no', '=', 100002).executeTakeFirstOrThrow();
    const cheaper = Math.max(100, before.selling_price - 1_000);
    // The product's own columns repeat on each of its rows, so the price changes on all of them.
    for (const row of rows.slice(1)) row[selling] = cheaper.toLocaleString('ko-KR');
    rows[1]![stock] = '40';
    const bad = rows.map((row) => [...row]);
    bad[1]![stock] = '마흔';
    bad.push([...bad[1]!]);
    bad[bad.length - 1]![column(bad, '옵션번호')] = '1';

    const dry = await importSheet(client, toCsv(bad), true);
    expect(dry.code).toBe(0);
    expect(dry.data!.errors).toEqual(expect.arrayContaining([
      { row: 2, column: '재고', message: expect.stringContaining('숫자가 아닙니다') },
      { row: bad.length, column: '옵션번호', message: expect.stringContaining('옵션이 아닙니다') },
    ]));
    const refused = await importSheet(client, toCsv(bad), false);
    expect(refused.code).toBe(ApiCode.IMPORT_HAS_ERRORS);
    expect(refused.data!.errors.length).toBeGreaterThan(0);
    expect(await server.db.selectFrom('product').select(['selling_price', 'price']).where('product_no', '=', 100002).executeTakeFirstOrThrow()).toEqual(before);

    const fixed = await importSheet(client, toCsv(rows), true);
    expect(fixed.data!.errors).toEqual([]);
    expect(fixed).toMatchObject({ code: 0, data: { created: 0, updated: 1, errors: [] } });
    expect(await importSheet(client, toCsv(rows), false)).toMatchObject({ code: 0, data: { created: 0, updated: 1, errors: [] } });
    const product = await client.get<AdminProductView>(`${PRODUCTS}/100002`);
    expect(product.body.data!.sellingPrice).toBe(cheaper);
    expect(product.body.data!.options.combinations.find((row) => String(row.itemGroupSeq) === rows[1]![column(rows, '옵션번호')])!.stockCnt).toBe(40);
    const shop = await server.client().get<{ sellingPrice: number }>(`/api/product/v1?productNo=100002`);
    expect(shop.body.data!.sellingPrice).toBe(cheaper);
  });

  it('creates new products from rows without a number, and refuses prices above 정가 and unknown categories', async () => {
    const { client } = await signedInStaff(server, 'CATALOGUE');
    const header = (await exportSheet(client, '?keyword=100003')).rows[0]!;
    const brand = await server.db.selectFrom('brand').select('brand_no').where('department', '=', 'FURNITURE').orderBy('brand_no').executeTakeFirstOrThrow();
    const category = await server.db.selectFrom('product').select('category_no').where('department', '=', 'FURNITURE').orderBy('product_no').executeTakeFirstOrThrow();
    const notice = noticeGroupForDepartment('FURNITURE');
    const row = (options: string, stock: string, overrides: Record<string, string> = {}) => {
      const cells: Record<string, string> = {
        상품명: '마루엑셀 등나무 의자', 브랜드번호: String(brand.brand_no), 카테고리번호: String(category.category_no), 정가: '129,000', 판매가: '99,000', 상태: '판매중',
        옵션: options, 재고: stock, 고시분류: 'FURNITURE', ...Object.fromEntries(notice.items.map((item) => [`고시:${item.label}`, `${item.label} 값`])), ...overrides,
      };
      return header.map((name) => cells[name] ?? '');
    };
    const rows = [header, row('색상=내추럴', '5'), row('색상=블랙', '7')];
    const created = await importSheet(client, toCsv(rows), false);
    expect(created.data!.errors).toEqual([]);
    expect(created).toMatchObject({ code: 0, data: { created: 1, updated: 0, errors: [] } });
    const found = await client.get<{ list: { productNo: number; stockCnt: number; sellingPrice: number }[] }>(`${PRODUCTS}?keyword=${encodeURIComponent('마루엑셀')}`);
    expect(found.body.data!.list).toEqual([expect.objectContaining({ stockCnt: 12, sellingPrice: 99_000 })]);

    const wrong = [header, row('색상=화이트', '1', { 판매가: '200,000', 상품명: '마루엑셀 다른 의자' }), row('색상=그레이', '1', { 상품명: '마루엑셀 또 다른 의자', 카테고리번호: '999999' })];
    const dry = await importSheet(client, toCsv(wrong), true);
    expect(dry.data!.errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ row: 2, column: '판매가' }),
      expect.objectContaining({ row: 3, column: '카테고리번호' }),
    ]));
  });

  it('reads only what it knows: an unknown column, a missing pinned column and a file that is not CSV are named', async () => {
    const { client } = await signedInStaff(server, 'CATALOGUE');
    const unknown = await importSheet(client, '상품번호,상품명,정가,판매가,상태,옵션번호,비고\r\n100001,a,1,1,판매중,1,x\r\n', true);
    expect(unknown.data!.errors).toEqual(expect.arrayContaining([expect.objectContaining({ row: 1, column: '비고' })]));
    const missing = await importSheet(client, '상품번호,상품명\r\n100001,a\r\n', true);
    expect(missing.data!.errors.map((problem) => problem.column)).toEqual(expect.arrayContaining(['정가', '판매가', '상태', '옵션번호']));
    const broken = await importSheet(client, '상품번호,"상품명\r\n', true);
    expect(broken.data!.errors[0]).toMatchObject({ row: 1, column: '파일' });
  });
});
