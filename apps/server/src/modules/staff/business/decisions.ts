import { ApiCode, BUSINESS_AUTH_NO, type BusinessRequestView } from '@maru/domain';
import type { Kysely } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { approveBusinessIn, type BusinessRequestRow, lockBusinessRequest, rejectBusinessRequest } from '../../identity';
import { type AuditActor, recordAudit } from '../audit';
import { latestRejectReasons } from '../queries/audit';

const notFound = () => new ApiError(ApiCode.NO_DATA, '사업자 회원 신청을 찾을 수 없습니다.', 404);
const alreadyDecided = () => new ApiError(ApiCode.BUSINESS_REQUEST_DECIDED, '이미 처리된 사업자 회원 신청입니다.');

export function businessRequestViewOf(row: BusinessRequestRow, rejectReason: string | null): BusinessRequestView {
  return {
    memberId: row.memberId,
    memberName: row.memberName,
    memberEmail: row.memberEmail,
    companyName: row.companyName,
    bizNo: row.bizNo,
    ceoName: row.ceoName,
    bizType: row.bizType,
    bizItem: row.bizItem,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason,
  };
}

/** The rows with the reason of their latest rejection, which only the audit log keeps. */
export async function withRejectReasons(db: Kysely<Database>, rows: BusinessRequestRow[]): Promise<BusinessRequestView[]> {
  const reasons = await latestRejectReasons(
    db,
    rows.filter((row) => row.status === 'REJECTED').map((row) => row.memberId),
  );
  return rows.map((row) => businessRequestViewOf(row, reasons.get(row.memberId) ?? null));
}

/** What the log keeps of a request: the fields a decision changes, and which company it was. */
const auditedRequest = (row: Pick<BusinessRequestRow, 'status' | 'authNo' | 'companyName' | 'bizNo'>) => ({
  status: row.status,
  authNo: row.authNo,
  companyName: row.companyName,
  bizNo: row.bizNo,
});

export type BusinessDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * Approves or rejects a pending request, logged in the same transaction with the request's
 * state before and after. The request row is locked first, so of two staff deciding the
 * same request at once the second is told it is already decided.
 */
export async function decideBusinessRequest(db: Kysely<Database>, actor: AuditActor, memberId: number, decision: BusinessDecision): Promise<BusinessRequestView> {
  return db.transaction().execute(async (trx) => {
    const row = await lockBusinessRequest(trx, memberId);
    if (!row) throw notFound();
    if (row.status !== 'PENDING') throw alreadyDecided();
    const now = new Date();
    const before = auditedRequest(row);
    let decided: BusinessRequestRow;
    if (decision.kind === 'approve') {
      if (!(await approveBusinessIn(trx, memberId, now))) throw alreadyDecided();
      decided = { ...row, status: 'APPROVED', authNo: BUSINESS_AUTH_NO, decidedAt: now };
      await recordAudit(trx, { ...actor, action: 'business.approve', targetType: 'business_request', targetId: memberId, before, after: auditedRequest(decided) });
    } else {
      if (!(await rejectBusinessRequest(trx, memberId, now))) throw alreadyDecided();
      decided = { ...row, status: 'REJECTED', decidedAt: now };
      await recordAudit(trx, {
        ...actor,
        action: 'business.reject',
        targetType: 'business_request',
        targetId: memberId,
        before,
        after: { ...auditedRequest(decided), reason: decision.reason },
      });
    }
    return businessRequestViewOf(decided, decision.kind === 'reject' ? decision.reason : null);
  });
}
