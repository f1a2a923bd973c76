import { cleanReviewText } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { recordAudit, type AuditActor } from '../staff';
import { lockReview, setReviewAnswer } from './queries';
import { reviewNotFound } from './write';

/** What a write did to the shop's answer, and the reviewed product (whose page the caller refreshes). */
export interface AnswerOutcome {
  productNo: number;
  changed: boolean;
}

/**
 * An operator writes the shop's answer to a review, or edits it (the answer's time and
 * author become the edit's). The row is locked, so two operators answering at once take
 * turns: the first writes the answer, the second's becomes an edit. The answer and its
 * audit entry commit together; the same text again changes nothing and logs nothing.
 */
export async function answerReview(db: Kysely<Database>, reviewId: number, text: string, actor: AuditActor, now: Date): Promise<AnswerOutcome> {
  const answer = cleanReviewText(text);
  return db.transaction().execute(async (trx) => {
    const row = await lockReview(trx, reviewId);
    if (!row) throw reviewNotFound();
    if (row.answer_text === answer) return { productNo: row.product_no, changed: false };
    const first = row.answer_text === null;
    await setReviewAnswer(trx, reviewId, { text: answer, staffId: actor.staffId, at: now });
    await recordAudit(trx, {
      ...actor,
      action: first ? 'review.answer' : 'review.answer_edit',
      targetType: 'review',
      targetId: reviewId,
      before: { productNo: row.product_no, rating: row.rating, answer: row.answer_text },
      after: { productNo: row.product_no, rating: row.rating, answer },
    });
    return { productNo: row.product_no, changed: true };
  });
}

/** Removes the shop's answer (audited with the text it had). A review without one is left as it is, unlogged. */
export async function removeReviewAnswer(db: Kysely<Database>, reviewId: number, actor: AuditActor): Promise<AnswerOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await lockReview(trx, reviewId);
    if (!row) throw reviewNotFound();
    if (row.answer_text === null) return { productNo: row.product_no, changed: false };
    await setReviewAnswer(trx, reviewId, null);
    await recordAudit(trx, {
      ...actor,
      action: 'review.answer_delete',
      targetType: 'review',
      targetId: reviewId,
      before: { productNo: row.product_no, rating: row.rating, answer: row.answer_text },
      after: { productNo: row.product_no, rating: row.rating, answer: null },
    });
    return { productNo: row.product_no, changed: true };
  });
}
