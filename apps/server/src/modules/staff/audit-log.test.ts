import { ApiCode, type AuditEntryView } from '@maru/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { recordAudit } from './audit';
import { createStaff, signedInStaff, startStaffServer, type SignedInStaff } from './staff-test-kit';

const server = serverForTests(startStaffServer);
let admin: SignedInStaff;
beforeAll(async () => {
  admin = await signedInStaff(server);
});

const AUDIT = '/api/admin/v1/audit';

async function page(query: string) {
  const answer = await admin.client.get<{ list: AuditEntryView[]; total: number; page: number; size: number }>(`${AUDIT}?${query}`);
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!;
}

describe('the audit log', () => {
  it('shows who did what to which record, with before and after, newest first', async () => {
    const operator = await createStaff(server, 'OPERATOR');
    expect((await admin.client.put(`/api/admin/v1/staff/${operator.staffId}/role`, { role: 'ADMIN' })).body.code).toBe(0);
    const { list } = await page(`targetType=staff&targetId=${operator.staffId}`);
    expect(list.map((entry) => entry.action)).toEqual(['staff.role_change', 'staff.create']);
    expect(list[0]).toMatchObject({
      staff: { staffId: admin.staffId, name: '관리자', email: admin.email },
      targetType: 'staff',
      targetId: String(operator.staffId),
      before: { role: 'OPERATOR' },
      after: { role: 'ADMIN' },
      ip: '127.0.0.1',
    });
    expect(Date.now() - Date.parse(list[0]!.createdAt)).toBeLessThan(60_000);
  });

  it('filters by staff member, action and period, and pages with a total', async () => {
    const other = await signedInStaff(server, 'OPERATOR');
    const mine = await page(`staffId=${other.staffId}`);
    expect(mine.list.map((entry) => entry.action)).toEqual(['staff.sign_in', 'staff.create']);
    expect(mine.list.every((entry) => entry.staff.staffId === other.staffId)).toBe(true);

    const signIns = await page('action=staff.sign_in&size=100');
    expect(signIns.list.length).toBeGreaterThanOrEqual(2);
    expect(signIns.list.every((entry) => entry.action === 'staff.sign_in')).toBe(true);

    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await page(`staffId=${other.staffId}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await page(`staffId=${other.staffId}&from=2020-01-01&to=2020-12-31`)).total).toBe(0);

    const all = await page('size=100');
    const [first, second] = [await page('page=1&size=2'), await page('page=2&size=2')];
    expect(first).toMatchObject({ total: all.total, page: 1, size: 2 });
    expect([...first.list, ...second.list].map((entry) => entry.auditId)).toEqual(all.list.slice(0, 4).map((entry) => entry.auditId));
  });

  it('refuses malformed filters with 400/104', async () => {
    for (const query of ['action=staff.delete_everything', 'from=2026-02-30', 'from=2026-11-30&to=2026-11-01', 'size=101', 'page=0', 'staffId=abc', 'targetType=planet']) {
      const answer = await admin.client.get(`${AUDIT}?${query}`);
      expect([query, answer.status, answer.body.code]).toEqual([query, 400, ApiCode.REQUIRED_PARAMETER]);
    }
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    await expect(sql`update audit_log set action = 'staff.sign_out'`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
    expect((await page('size=1')).total).toBeGreaterThan(0);
  });

  it('is written only inside the transaction of the change it records', async () => {
    const entry = { staffId: admin.staffId, ip: '127.0.0.1', action: 'staff.sign_in', targetType: 'staff', targetId: admin.staffId, before: null, after: null } as const;
    await expect(recordAudit(server.db, entry)).rejects.toThrow(/inside the transaction/);
    // Rolled back with its change: nothing of it stays.
    const before = (await page('size=1')).total;
    await expect(
      server.db.transaction().execute(async (trx) => {
        await recordAudit(trx, entry);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await page('size=1')).total).toBe(before);
  });
});
