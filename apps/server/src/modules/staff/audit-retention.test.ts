import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { purgeExpiredAuditEntries } from './audit-retention';
import { createStaff, startStaffServer } from './staff-test-kit';

const DAY = 86_400_000;
// The job's "now": a fixed instant, never the real clock.
const NOW = new Date('2026-12-02T03:00:00Z');
const yearsBefore = (years: number, days: number) => {
  const at = new Date(NOW);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return new Date(at.getTime() + days * DAY);
};

const server = serverForTests(startStaffServer);

async function entry(staffId: number, action: string, createdAt: Date): Promise<number> {
  const row = await server.db
    .insertInto('audit_log')
    .values({ staff_id: staffId, action, target_type: 'staff', target_id: String(staffId), before: null, after: null, ip: 'test', created_at: createdAt })
    .returning('audit_id')
    .executeTakeFirstOrThrow();
  return Number(row.audit_id);
}

const exists = async (auditId: number) => (await server.db.selectFrom('audit_log').select('audit_id').where('audit_id', '=', auditId).executeTakeFirst()) !== undefined;
const purge = () => server.db.transaction().execute((trx) => purgeExpiredAuditEntries(trx, NOW));

describe('the audit log’s retention', () => {
  it('keeps access entries 2 years and rights changes 3 years, to the day', async () => {
    const { staffId } = await createStaff(server);
    const ids = {
      signInKept: await entry(staffId, 'staff.sign_in', yearsBefore(2, 1)),
      signInGone: await entry(staffId, 'staff.sign_in', yearsBefore(2, -1)),
      revealKept: await entry(staffId, 'member.reveal', yearsBefore(2, 1)),
      failedGone: await entry(staffId, 'staff.sign_in_failed', yearsBefore(2, -1)),
      rightsAtTwoYears: await entry(staffId, 'staff_role.update', yearsBefore(2, -1)),
      rightsKept: await entry(staffId, 'staff.role_change', yearsBefore(3, 1)),
      rightsGone: await entry(staffId, 'staff_role.update', yearsBefore(3, -1)),
      otherKept: await entry(staffId, 'order.ship', yearsBefore(3, 1)),
      otherGone: await entry(staffId, 'order.ship', yearsBefore(3, -1)),
    };
    expect(await purge()).toBeGreaterThanOrEqual(4);
    const left = Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([name, id]) => [name, await exists(id)] as const)));
    expect(left).toEqual({
      signInKept: true,
      signInGone: false,
      revealKept: true,
      failedGone: false,
      rightsAtTwoYears: true,
      rightsKept: true,
      rightsGone: false,
      otherKept: true,
      otherGone: false,
    });
    // Idempotent: the same instant again deletes nothing.
    expect(await purge()).toBe(0);
  });

  it('is the only delete: outside the job the log refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { staffId } = await createStaff(server);
    const id = await entry(staffId, 'staff.sign_in', yearsBefore(10, 0));
    await expect(sql`delete from audit_log where audit_id = ${id}`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`update audit_log set ip = 'x' where audit_id = ${id}`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
    // The setting lasts only for the job's transaction: a later statement is refused again.
    await purge();
    const other = await entry(staffId, 'staff.sign_in', yearsBefore(10, 0));
    await expect(sql`delete from audit_log where audit_id = ${other}`.execute(server.db)).rejects.toThrow(/append-only/);
  });
});
