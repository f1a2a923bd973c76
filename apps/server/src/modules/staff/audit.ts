import type { AuditAction, AuditState, AuditTargetType } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { insertAuditEntry } from './queries/audit';
import { staffOf } from './require-staff';

/** Who acted and from where: the staff member `requireStaff` put on the request, and its address. */
export interface AuditActor {
  staffId: number;
  ip: string;
}

/** One staff action: what was done to which record, and that record's state before and after. */
export interface AuditEntry extends AuditActor {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number | null;
  /** Null for a record the action created (or a sign-in, which changes no record). */
  before: AuditState | null;
  after: AuditState | null;
}

export const auditActor = (request: FastifyRequest): AuditActor => ({ staffId: staffOf(request).staffId, ip: request.ip });

/**
 * Appends an entry to the audit log. It must run in the transaction that makes the change,
 * so the log holds exactly the changes that happened: an entry commits with its change or
 * not at all. Called with a plain connection it throws rather than log apart.
 */
export async function recordAudit(executor: Kysely<Database>, entry: AuditEntry): Promise<void> {
  if (!executor.isTransaction) throw new Error(`recordAudit(${entry.action}) must be called inside the transaction of the change it records`);
  await insertAuditEntry(executor, { ...entry, targetId: entry.targetId === null ? null : String(entry.targetId) });
}
