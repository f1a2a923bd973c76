import { type MemberPersonalView, type MemberPointsRequest, type MemberSuspendRequest, REVEALED_FIELDS, AUDIT_FIELDS } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { adjustPointsByStaff } from '../benefit';
import { memberNotFound, suspendMember, unsuspendMember, consoleMember } from '../identity';
import { auditActor, recordAudit } from '../staff';
import { memberPersonal } from './member-page';

// What staff do to a member, each audited in the transaction that does it.

/** The audit log names the fields a reveal showed in Korean (이름, 휴대폰 번호, 이메일, 주소). */
const revealedLabels = REVEALED_FIELDS.map((field) => AUDIT_FIELDS[field] ?? field);

/**
 * 개인정보 보기: the member's data unmasked, read and logged in one transaction, so there is no
 * reveal without its entry (who, from where, the reason, which fields).
 */
export async function revealMember(request: FastifyRequest, memberId: number, reason: string): Promise<MemberPersonalView> {
  const app = request.server;
  return app.db.transaction().execute(async (trx) => {
    const personal = await memberPersonal(trx, memberId);
    await recordAudit(trx, { ...auditActor(request), action: 'member.reveal', targetType: 'member', targetId: memberId, before: null, after: { reason, revealed: revealedLabels } });
    return personal;
  });
}

/** 적립금 지급·차감 (the ledger refuses a take-back past the balance: 6302). */
export async function addPoints(request: FastifyRequest, memberId: number, body: MemberPointsRequest & { reason: string }): Promise<void> {
  const app = request.server;
  await app.db.transaction().execute(async (trx) => {
    const member = await consoleMember(trx, memberId);
    if (!member) throw memberNotFound();
    const written = await adjustPointsByStaff(trx, { memberId, amount: body.amount, reason: body.reason, now: app.clock.now() });
    await recordAudit(trx, {
      ...auditActor(request),
      action: 'member.points',
      targetType: 'member',
      targetId: memberId,
      before: { balance: written.balanceBefore },
      after: { balance: written.balanceAfter, points: body.amount, reason: body.reason },
    });
  });
}

/** 이용 정지: the member's sessions end in the same transaction. */
export async function suspend(request: FastifyRequest, memberId: number, body: Required<MemberSuspendRequest>): Promise<void> {
  const app = request.server;
  await app.db.transaction().execute(async (trx) => {
    const actor = auditActor(request);
    const changed = await suspendMember(trx, { memberId, staffId: actor.staffId, now: app.clock.now(), reason: body.reason, reasonCode: body.reasonCode });
    await recordAudit(trx, {
      ...actor,
      action: 'member.suspend',
      targetType: 'member',
      targetId: memberId,
      before: changed.before,
      after: { ...changed.after, reasonCode: body.reasonCode, reason: body.reason, sessionsEnded: changed.sessionsEnded },
    });
  });
}

/** 정지 해제. */
export async function unsuspend(request: FastifyRequest, memberId: number, reason: string | null): Promise<void> {
  const app = request.server;
  await app.db.transaction().execute(async (trx) => {
    const actor = auditActor(request);
    const changed = await unsuspendMember(trx, { memberId, staffId: actor.staffId, now: app.clock.now(), reason });
    await recordAudit(trx, { ...actor, action: 'member.unsuspend', targetType: 'member', targetId: memberId, before: changed.before, after: reason ? { ...changed.after, reason } : changed.after });
  });
}
