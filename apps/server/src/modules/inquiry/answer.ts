import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { deliverSoon } from '../message';
import { recordAudit, type AuditActor } from '../staff';
import { inquiryNotFound } from './member-inquiries';
import { notifyAnswered } from './notify';
import { lockInquiry, saveAnswer } from './queries';

export interface AnswerDeps {
  db: Kysely<Database>;
  log?: FastifyBaseLogger;
}

/**
 * An operator answers an inquiry, or edits the answer. The row is locked, so two operators
 * answering at once take turns: the first answer texts the member, the second becomes an
 * edit. The answer, its audit entry and the message commit together or not at all.
 */
export async function answerInquiry(deps: AnswerDeps, inquiryId: number, text: string, actor: AuditActor, now: Date): Promise<void> {
  const queued = await deps.db.transaction().execute(async (trx) => {
    const row = await lockInquiry(trx, inquiryId);
    if (!row) throw inquiryNotFound();
    const first = row.answered_at === null;
    if (!first && row.answer_text === text) return false;
    await saveAnswer(trx, inquiryId, { text, staffId: actor.staffId, first }, now);
    await recordAudit(trx, {
      ...actor,
      action: first ? 'inquiry.answer' : 'inquiry.answer_edit',
      targetType: 'inquiry',
      targetId: inquiryId,
      before: first ? { status: 'WAITING' } : { status: 'ANSWERED', answer: row.answer_text },
      after: { status: 'ANSWERED', answer: text },
    });
    return first && (await notifyAnswered(trx, row));
  });
  if (queued) deliverSoon(deps);
}
