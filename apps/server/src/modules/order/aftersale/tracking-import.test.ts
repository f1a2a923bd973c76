import { ApiCode, type AdminOrderView, type TrackingImportResult } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, signedInStaff } from '../../../../test/factories';
import { serverForTests } from '../../../../test/harness';
import type { HttpClient } from '../../../../test/http-client';
import { guest, member } from '../order-test-kit';
import { freshOptions, lineRows, outboxOf, paidOrder, startAfterSaleServer } from './aftersale-test-kit';

// 송장 일괄 등록 over HTTP: a CSV of 주문번호, 주문상품번호, 택배사, 송장번호 checked with a dry
// run that names each problem by row and column, then shipped whole or not at all, each
// parcel audited as the single ship call is.

const server = serverForTests(startAfterSaleServer);
const ORDERS = '/api/admin/v1/orders';
let operator: HttpClient;

beforeAll(async () => {
  operator = (await signedInStaff(server, 'OPERATOR')).client;
});

const HEADER = '주문번호,주문상품번호,택배사,송장번호';
const csvOf = (rows: string[], bom = true) => `${bom ? '\uFEFF' : ''}${[HEADER, ...rows].join('\r\n')}\r\n`;

async function upload(client: HttpClient, csv: string, dryRun: boolean): Promise<{ status: number; body: { code: number; message: string; data?: TrackingImportResult } }> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/health');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), '송장.csv');
  const headers: Record<string, string> = { 'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '') };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${client.baseUrl}${ORDERS}/tracking/import?dryRun=${dryRun}`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data?: TrackingImportResult } };
}

async function preparedOrder(lines: number) {
  const order = await paidOrder(await member(server), await freshOptions(server, lines));
  expect((await operator.post<AdminOrderView>(`${ORDERS}/${order.orderNo}/prepare`, { lineNos: Array.from({ length: lines }, (_, index) => index + 1) })).body.code).toBe(0);
  return order;
}

describe('송장 import', () => {
  it('checks a file without changing anything, then ships every row with the audit entry and message of the single ship call', async () => {
    const first = await preparedOrder(2);
    const second = await paidOrder(await member(server), await freshOptions(server, 2));
    // Codes or Korean names; an empty 주문상품번호 ships every line ready; hyphens are dropped.
    const csv = csvOf([`${first.orderNo},,CJ대한통운,6012-3456-7890`, `${second.orderNo},1,HANJIN,512345678901`, `${second.orderNo},2,우체국 택배,6123456789012`]);

    const checked = await upload(operator, csv, true);
    expect(checked.body).toEqual({ code: 0, message: 'success', data: { shipped: 4, errors: [] } });
    expect((await lineRows(server, first.orderNo)).map((line) => line.status)).toEqual(['PREPARING', 'PREPARING']);

    const applied = await upload(operator, csv, false);
    expect(applied.body).toMatchObject({ code: 0, data: { shipped: 4, errors: [] } });
    expect((await lineRows(server, first.orderNo)).map((line) => [line.status, line.carrier_code, line.tracking_no])).toEqual([
      ['SHIPPING', 'CJ', '601234567890'],
      ['SHIPPING', 'CJ', '601234567890'],
    ]);
    expect((await lineRows(server, second.orderNo)).map((line) => [line.status, line.carrier_code])).toEqual([
      ['SHIPPING', 'HANJIN'],
      ['SHIPPING', 'EPOST'],
    ]);
    const audit = await auditEntriesOf(server, 'order', second.orderNo);
    expect(audit.map((entry) => entry.action)).toEqual(['order.ship', 'order.ship']);
    expect(audit[0]).toMatchObject({ before: { line1: 'PAID' }, after: { line1: 'SHIPPING', carrier: 'HANJIN', trackingNo: '512345678901' } });
    expect((await auditEntriesOf(server, 'order', first.orderNo)).at(-1)).toMatchObject({ action: 'order.ship', after: { line1: 'SHIPPING', line2: 'SHIPPING', carrier: 'CJ' } });
    expect((await outboxOf(server, first.orderNo)).some((message) => message.template === 'ORDER_SHIPPED' && message.text.includes('601234567890'))).toBe(true);

    // The same file again: those lines are on their way, and each row says so.
    const again = await upload(operator, csv, true);
    expect(again.body.data!.errors.map((problem) => [problem.row, problem.column])).toEqual([
      [2, '주문상품번호'],
      [3, '주문상품번호'],
      [4, '주문상품번호'],
    ]);
  });

  it('names each bad row by row and column, and with dryRun=false changes nothing and answers a code other than 0', async () => {
    const good = await preparedOrder(1);
    const shipped = await preparedOrder(1);
    await operator.post(`${ORDERS}/${shipped.orderNo}/ship`, { lineNos: [1], carrierCode: 'CJ', trackingNo: '601234567899' });
    const csv = csvOf(
      [
        '20990101999999,1,CJ,601234567892',
        `${shipped.orderNo},1,CJ,601234567893`,
        `${good.orderNo},1,번개택배,601234567894`,
        `${good.orderNo},1,CJ,12-34`,
        `${good.orderNo},9,CJ,601234567895`,
        '2.02611E+13,1,CJ,601234567896',
        `${good.orderNo},1,CJ,601234567891`,
      ],
      false,
    );
    const checked = await upload(operator, csv, true);
    expect(checked.body.code).toBe(0);
    expect(checked.body.data!.errors.map((problem) => [problem.row, problem.column])).toEqual([
      [2, '주문번호'],
      [3, '주문상품번호'],
      [4, '택배사'],
      [5, '송장번호'],
      [6, '주문상품번호'],
      [7, '주문번호'],
    ]);
    expect(checked.body.data!.shipped).toBe(1);
    const messages = checked.body.data!.errors.map((problem) => problem.message);
    expect(messages[0]).toContain('없는 주문번호');
    expect(messages[1]).toContain('배송중');
    expect(messages[2]).toContain('번개택배');
    expect(messages[3]).toContain('12-34');
    expect(messages[5]).toContain('텍스트');

    const applied = await upload(operator, csv, false);
    expect(applied.body.code).toBe(ApiCode.TRACKING_IMPORT_HAS_ERRORS);
    expect(applied.body.data!.errors).toHaveLength(6);
    expect((await lineRows(server, good.orderNo)).map((line) => line.status)).toEqual(['PREPARING']);
    expect((await auditEntriesOf(server, 'order', good.orderNo)).map((entry) => entry.action)).toEqual(['order.prepare']);
  });

  it('refuses a file without its columns, and a line named twice', async () => {
    const order = await preparedOrder(1);
    const missing = await upload(operator, `주문번호,송장번호\r\n${order.orderNo},601234567890\r\n`, true);
    expect(missing.body.data!.errors).toEqual([{ row: 1, column: '택배사', message: expect.stringContaining('열이 없습니다') }]);
    const twice = await upload(operator, csvOf([`${order.orderNo},1,CJ,601234567890`, `${order.orderNo},1,CJ,601234567891`]), true);
    expect(twice.body.data!.errors).toEqual([{ row: 3, column: '주문상품번호', message: expect.stringContaining('2행') }]);
  });

  it('is refused to shoppers, visitors and catalogue staff', async () => {
    const order = await preparedOrder(1);
    const csv = csvOf([`${order.orderNo},1,CJ,601234567890`]);
    for (const stranger of [await member(server), await guest(server), server.client()]) {
      const answer = await upload(stranger, csv, false);
      expect([answer.status, answer.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
    }
    const catalogue = (await signedInStaff(server, 'CATALOGUE')).client;
    const refused = await upload(catalogue, csv, false);
    expect([refused.status, refused.body.code]).toEqual([403, ApiCode.STAFF_ROLE_REFUSED]);
    expect((await lineRows(server, order.orderNo)).map((line) => line.status)).toEqual(['PREPARING']);
  });
});

describe('refund confirmation', () => {
  it('the console detail carries what each open claim would refund, and quotes a seller cancel before it is made', async () => {
    const client = await member(server);
    const order = await paidOrder(client, await freshOptions(server, 2));
    await operator.post(`${ORDERS}/${order.orderNo}/prepare`, { lineNos: [1, 2] });
    const asked = await client.post<{ claimNos: string[] }>(`/api/order/v1/${order.orderNo}/cancel`, { lineNos: [1], reason: 'CHANGE_OF_MIND' });
    const [claimNo] = asked.body.data!.claimNos;
    const detail = (await operator.get<AdminOrderView>(`${ORDERS}/${order.orderNo}`)).body.data!;
    const open = detail.claimRefunds.find((refund) => refund.claimNo === claimNo);
    expect(open!.refund).toBeGreaterThan(0);

    const quote = await operator.get<{ refund: number }>(`${ORDERS}/${order.orderNo}/refund-quote?kind=CANCEL&lineNos=2`);
    expect(quote.body.code).toBe(0);
    expect(quote.body.data!.refund).toBeGreaterThan(0);

    expect((await operator.post(`${ORDERS}/claims/${claimNo}/approve-cancel`)).body.code).toBe(0);
    const claims = (await operator.get<AdminOrderView>(`${ORDERS}/${order.orderNo}`)).body.data!;
    expect(claims.claims.find((claim) => claim.claimNo === claimNo)!.refundAmount).toBe(open!.refund);
    expect(claims.claimRefunds).toEqual([]);
  });
});
