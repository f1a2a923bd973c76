import { describe, expect, it } from 'vitest';
import { serverForTests, startTestServer } from '../../../test/harness';
import type { CommonCode } from './schemas';

const server = serverForTests();

const groupOf = (list: CommonCode[], groupCode: string) => list.filter((item) => item.groupCode === groupCode);

describe('GET /api/code/v1/all/list', () => {
  it('answers every code group of the spec from the database, as a flat list of codes', async () => {
    const answer = await server.client().get<{ codeList: CommonCode[] }>('/api/code/v1/all/list');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const list = answer.body.data!.codeList;
    expect([...new Set(list.map((item) => item.groupCode))]).toEqual([
      'EMAIL_TYPE', 'INQUIRY_CATEGORY', 'PLACES', 'COUPON_BENEFIT_TYPE', 'LINKED_OPTION', 'DELIVERY_PAY_TYPE',
      'DISPLAY_STYLE', 'EXHIBIT_TYPE', 'VIRTUAL_ACCOUNT', 'BANK_CODE', 'FAQ_CATEGORY', 'APPROVAL_TYPE', 'CANCEL_REASON', 'RETURN_REASON',
    ]);
    expect(groupOf(list, 'RETURN_REASON').map((item) => item.code)).toEqual(['CHANGE_OF_MIND', 'DEFECT', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'OTHER']);
    expect(groupOf(list, 'BANK_CODE')).toContainEqual({ groupCode: 'BANK_CODE', groupName: '은행 코드', code: '004', codeName: 'KB국민은행', sortOrder: 3, tag: null });
    expect(groupOf(list, 'FAQ_CATEGORY').map((item) => item.code)).toContain('FAQ05');
    expect(groupOf(list, 'EMAIL_TYPE').map((item) => item.codeName)).toContain('naver.com');
  });

  it('reads the codes from the database rather than from code', async () => {
    const fresh = await startTestServer();
    try {
      // A new server process has an empty cache, so it must show the stored name.
      await fresh.db.updateTable('code').set({ name: '국민은행(변경)' }).where('group_code', '=', 'BANK_CODE').where('code', '=', '004').execute();
      const answer = await fresh.client().get<{ codeList: CommonCode[] }>('/api/code/v1/all/list');
      expect(groupOf(answer.body.data!.codeList, 'BANK_CODE').find((item) => item.code === '004')?.codeName).toBe('국민은행(변경)');
    } finally {
      await fresh.close();
    }
  });
});
