import { auditActionsOf } from '@maru/domain';
import { type Kysely, sql } from 'kysely';
import type { ScheduledJob } from '../../core/jobs/scheduler';
import type { Database } from '../../db/database';

/** A period as PostgreSQL reads an interval, so years are calendar years ('2 years'). */
export type AuditPeriod = `${number} ${'days' | 'months' | 'years'}`;

/** How long each kind of audit entry is kept at least (docs/staff-rights.md). */
export interface AuditRetention {
  /** Sign-ins, their failures, sign-outs, reveals and downloads of personal data: 제8조, 2 years. */
  access: AuditPeriod;
  /** Accounts, their roles and the roles' rights: 제5조, 3 years. */
  rights: AuditPeriod;
  /** Every other console change (orders, catalogue, content…). */
  other: AuditPeriod;
}

export const AUDIT_RETENTION_DEFAULTS: AuditRetention = { access: '2 years', rights: '3 years', other: '3 years' };

/**
 * Deletes the entries past their kind's period, and nothing else: the one delete path of the
 * append-only log. The trigger lets a DELETE through only in a transaction that set
 * maru.audit_retention (set_config(…, true) lasts to the end of this round's transaction).
 * Idempotent: a second round at the same instant deletes nothing.
 */
export async function purgeExpiredAuditEntries(db: Kysely<Database>, now: Date, retention: AuditRetention = AUDIT_RETENTION_DEFAULTS): Promise<number> {
  if (!db.isTransaction) throw new Error('purgeExpiredAuditEntries runs inside the transaction that holds its lock');
  await sql`select set_config('maru.audit_retention', 'on', true)`.execute(db);
  const access = auditActionsOf('access');
  const rights = auditActionsOf('rights');
  const before = (period: AuditPeriod) => sql<Date>`${now}::timestamptz - ${period}::interval`;
  let deleted = 0;
  for (const [actions, period] of [[access, retention.access], [rights, retention.rights]] as const) {
    const result = await db.deleteFrom('audit_log').where('action', 'in', actions).where('created_at', '<', before(period)).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  const rest = await db
    .deleteFrom('audit_log')
    .where('action', 'not in', [...access, ...rights])
    .where('created_at', '<', before(retention.other))
    .executeTakeFirst();
  deleted += Number(rest.numDeletedRows);
  await sql`select set_config('maru.audit_retention', 'off', true)`.execute(db);
  return deleted;
}

export const auditRetentionJob = (retention: AuditRetention): ScheduledJob => ({
  name: 'staff.audit-retention',
  everyMs: 24 * 60 * 60 * 1000,
  run: (db, now) => purgeExpiredAuditEntries(db, now, retention),
});
