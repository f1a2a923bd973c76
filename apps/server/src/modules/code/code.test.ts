import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { CodeGroup } from './schemas';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/code/v1/all/list', () => {
  it('answers every code group of the spec from the database', async () => {
    const answer = await server.client().get<{ codeList: CodeGroup[] }>('/api/code/v1/all/list');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const groups = answer.body.data!.codeList.map((group) => group.groupCode);
    expect(groups).toEqual([
      'EMAIL_TYPE', 'INQUIRY_CATEGORY', 'PLACES', 'COUPON_BENEFIT_TYPE', 'LINKED_OPTION', 'DELIVERY_PAY_TYPE',
      'DISPLAY_STYLE', 'EXHIBIT_TYPE', 'VIRTUAL_ACCOUNT', 'BANK_CODE', 'FAQ_CATEGORY', 'APPROVAL_TYPE',
    ]);
    const banks = answer.body.data!.codeList.find((group) => group.groupCode === 'BANK_CODE')!;
    expect(banks.codeList).toContainEqual({ code: '004', name: 'KB국민은행', sortOrder: 3, tag: null });
    const faq = answer.body.data!.codeList.find((group) => group.groupCode === 'FAQ_CATEGORY')!;
    expect(faq.codeList.map((item) => item.code)).toContain('FAQ05');
  });

  it('reads the codes from the database rather than from code', async () => {
    const fresh = await startTestServer();
    try {
      // A new server process has an empty cache, so it must show the stored name.
      await fresh.db.updateTable('code').set({ name: '국민은행(변경)' }).where('group_code', '=', 'BANK_CODE').where('code', '=', '004').execute();
      const answer = await fresh.client().get<{ codeList: CodeGroup[] }>('/api/code/v1/all/list');
      const banks = answer.body.data!.codeList.find((group) => group.groupCode === 'BANK_CODE')!;
      expect(banks.codeList.find((item) => item.code === '004')?.name).toBe('국민은행(변경)');
    } finally {
      await fresh.close();
    }
  });
});
