import { randomUUID } from 'node:crypto';
import { type AdminProductView, type CreateProductRequest, type ImportResult, noticeGroupForDepartment } from '@maru/domain';
import { signIn, signUp } from '@maru/testing';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';

// Used by the catalogue tests only: a signed-in member made through the public HTTP flows
// (identity verification in the PortOne sandbox, sign-up, sign-in) by @maru/testing, and a
// product made through the console.

/** Each server gets its own Redis key space, so files never share sign-in counters. */
export function startCatalogueServer(): Promise<TestServer> {
  return startTestServer({ env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:` } });
}

export async function signedInShopper(server: TestServer): Promise<HttpClient> {
  const client = server.client();
  const { email } = await signUp(client.call, { nickName: '타일러버' });
  await signIn(client.call, email);
  return client;
}

/**
 * A furniture product the console may put on sale at once (every notice item filled), one
 * option, five in stock: what tests of pictures and documents start from (`overrides` change any field).
 */
export async function newConsoleProduct(server: TestServer, staff: HttpClient, name: string, overrides: Partial<CreateProductRequest> = {}): Promise<AdminProductView> {
  const brand = await server.db.selectFrom('brand').select('brand_no').where('department', '=', 'FURNITURE').orderBy('brand_no').executeTakeFirstOrThrow();
  const sample = await server.db.selectFrom('product').select('category_no').where('department', '=', 'FURNITURE').orderBy('product_no').executeTakeFirstOrThrow();
  const body: CreateProductRequest = {
    productName: name,
    brandNo: brand.brand_no,
    categoryNo: sample.category_no,
    price: 120_000,
    sellingPrice: 99_000,
    vatRate: 10,
    deliveries: [{ method: 'PARCEL', fee: 3_000, freeOver: 50_000, payType: 'PREPAY' }],
    description: `<p>${name}</p>`,
    searchKeywords: [],
    sampleable: false,
    status: 'ON_SALE',
    displayFrom: null,
    displayUntil: null,
    lowStockThreshold: 5,
    notice: { group: 'FURNITURE', items: Object.fromEntries(noticeGroupForDepartment('FURNITURE').items.map((item) => [item.key, `${item.label} 값`])) },
    options: { groups: [{ name: '색상', style: 'SELECT', values: ['내추럴'] }], combinations: [{ values: ['내추럴'], extraPrice: 0, stockCnt: 5, stockLostType: 'STOCK_ALIM' }] },
    ...overrides,
  };
  const answer = await staff.post<AdminProductView>('/api/admin/v1/products', body);
  if (answer.body.code !== 0) throw new Error(`creating ${name}: ${answer.body.message}`);
  return answer.body.data!;
}

/** POST /products/import as the console sends it (multipart `file`), answering the envelope whatever the outcome. */
export async function importProductsSheet(client: HttpClient, csv: string, dryRun: boolean): Promise<{ code: number; message: string; data?: ImportResult }> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/health');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), '상품.csv');
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = { 'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''), cookie };
  const response = await fetch(`${client.baseUrl}/api/admin/v1/products/import?dryRun=${dryRun}`, { method: 'POST', headers, body: form });
  return (await response.json()) as { code: number; message: string; data?: ImportResult };
}
