import { type AuditAction, type AuditState, type AuditTargetType, koreanDayRange } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

export interface AuditRow {
  staffId: number;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  before: AuditState | null;
  after: AuditState | null;
  ip: string;
}

export async function insertAuditEntry(db: Kysely<Database>, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: row.staffId,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
      ip: row.ip,
    })
    .execute();
}

export interface AuditFilter {
  staffId?: number;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** Korean calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

export interface AuditListEntry {
  auditId: number;
  staffId: number;
  staffName: string;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: AuditState | null;
  after: AuditState | null;
  ip: string;
  createdAt: Date;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  const { since, until } = koreanDayRange(filter.from, filter.to);
  let query = db.selectFrom('audit_log');
  if (filter.staffId !== undefined) query = query.where('audit_log.staff_id', '=', filter.staffId);
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action);
  if (filter.targetType !== undefined) query = query.where('audit_log.target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('audit_log.target_id', '=', filter.targetId);
  if (since) query = query.where('audit_log.created_at', '>=', since);
  if (until) query = query.where('audit_log.created_at', '<', until);
  return query;
}

/** One page, newest first (the id breaks ties within a transaction's instant), and the count of all matching entries. */
export async function listAuditEntries(db: Kysely<Database>, filter: AuditFilter, page: { offset: number; limit: number }): Promise<{ rows: AuditListEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .innerJoin('staff', 'staff.staff_id', 'audit_log.staff_id')
      .select([
        'audit_log.audit_id as auditId',
        'audit_log.staff_id as staffId',
        'staff.name as staffName',
        'staff.email as staffEmail',
        'audit_log.action',
        'audit_log.target_type as targetType',
        'audit_log.target_id as targetId',
        'audit_log.before',
        'audit_log.after',
        'audit_log.ip',
        'audit_log.created_at as createdAt',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.audit_id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The reason of the latest rejection of each of these members' business requests. */
export async function latestRejectReasons(db: Kysely<Database>, memberIds: readonly number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('audit_log')
    .select(['target_id as targetId', (eb) => eb.ref('after', '->>').key('reason').as('reason')])
    .distinctOn('target_id')
    .where('target_type', '=', 'business_request')
    .where('action', '=', 'business.reject')
    .where(
      'target_id',
      'in',
      memberIds.map((id) => String(id)),
    )
    .orderBy('target_id')
    .orderBy('created_at', 'desc')
    .orderBy('audit_id', 'desc')
    .execute();
  return new Map(rows.flatMap((row) => (row.targetId && row.reason ? [[Number(row.targetId), String(row.reason)] as const] : [])));
}
