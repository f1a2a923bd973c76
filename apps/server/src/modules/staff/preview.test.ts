import { ApiCode } from '@maru/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/harness';
import { verifyPreview } from '../../core/security/preview';
import { signedInStaff, startStaffServer } from './staff-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startStaffServer();
});
afterAll(() => server.close());

describe('POST /api/admin/v1/preview', () => {
  it('gives content and promotions staff a token naming what they preview, for 30 minutes', async () => {
    for (const role of ['CONTENT', 'PROMOTIONS'] as const) {
      const { client, staffId } = await signedInStaff(server, role);
      const answer = await client.post('/api/admin/v1/preview', { items: [{ kind: 'banner', id: 3 }], viewAs: 'MEMBER' });
      expect(answer.body.code).toBe(0);
      const { token, expiresAt } = answer.body.data as { token: string; expiresAt: string };
      expect(token).toMatch(/^[0-9a-f]+\.[0-9a-f]+$/);
      expect(verifyPreview(server.config.secret, token, new Date())).toMatchObject({ items: [{ kind: 'banner', id: 3 }], viewAs: 'MEMBER', staffId });
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    }
  });

  it('refuses a kind the shop does not preview, and catalogue staff', async () => {
    const { client } = await signedInStaff(server, 'CONTENT');
    expect((await client.post('/api/admin/v1/preview', { items: [{ kind: 'order', id: 3 }] })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    expect((await client.post('/api/admin/v1/preview', { items: [] })).body.code).toBe(ApiCode.REQUIRED_PARAMETER);
    const catalogue = await signedInStaff(server, 'CATALOGUE');
    expect((await catalogue.client.post('/api/admin/v1/preview', { items: [{ kind: 'banner', id: 3 }] })).body.code).toBe(ApiCode.STAFF_ROLE_REFUSED);
  });
});
