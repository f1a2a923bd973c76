import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { MessageChannel, MessageOutboxTable } from './tables';

export type OutboxRow = Selectable<MessageOutboxTable>;

export interface NewOutboxMessage {
  template: string;
  to: string;
  memberId: number | null;
  orderNo: string | null;
  title: string;
  text: string;
  variables: Record<string, string>;
  buttonName: string | null;
  link: string | null;
}

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<number> {
  const row = await db
    .insertInto('message_outbox')
    .values({
      template: message.template,
      to_phone: message.to,
      member_id: message.memberId,
      order_no: message.orderNo,
      title: message.title,
      text: message.text,
      variables: JSON.stringify(message.variables),
      button_name: message.buttonName,
      link: message.link,
    })
    .returning('message_id')
    .executeTakeFirstOrThrow();
  return row.message_id;
}

/**
 * Takes up to `limit` due messages, oldest first, for one sender: rows locked by another
 * sender's claim are skipped, and the claim itself is a lease (claimed_until) written in
 * this short statement, so the provider is called outside any transaction and a sender
 * that dies mid-batch only delays its rows until the lease runs out.
 */
export async function claimDueMessages(db: Kysely<Database>, limit: number, token: string, leaseSeconds: number): Promise<OutboxRow[]> {
  const rows = await db
    .updateTable('message_outbox')
    .set({ claimed_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`, claim_token: token })
    .where('message_id', 'in', (eb) =>
      eb
        .selectFrom('message_outbox')
        .select('message_id')
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', sql<Date>`now()`)]))
        .orderBy('message_id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.message_id - b.message_id);
}

const released = { claimed_until: null, claim_token: null, updated_at: sql<Date>`now()` };

/** The settling statements act only on a row this sender still holds (its token, still PENDING). */
const held = (db: Db, messageId: number, token: string) =>
  db.updateTable('message_outbox').where('message_id', '=', messageId).where('claim_token', '=', token).where('status', '=', 'PENDING');

export async function markSent(db: Db, messageId: number, token: string, sent: { providerMessageId: string | null; channel: MessageChannel }): Promise<boolean> {
  const result = await held(db, messageId, token)
    .set({ ...released, status: 'SENT', sent_at: sql<Date>`now()`, provider_message_id: sent.providerMessageId, channel: sent.channel, last_error: null })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A refused send: one attempt more, the next after a growing pause (1, 4, 16, 64 minutes:
 * time to fix a key or a template), FAILED at the limit.
 */
export async function markRefused(db: Db, messageId: number, token: string, error: string, maxAttempts: number): Promise<'PENDING' | 'FAILED' | null> {
  const row = await held(db, messageId, token)
    .set((eb) => ({
      ...released,
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      status: sql<'PENDING' | 'FAILED'>`case when attempts + 1 >= ${maxAttempts} then 'FAILED' else 'PENDING' end`,
      next_attempt_at: sql<Date>`now() + make_interval(mins => power(4, attempts)::int)`,
    }))
    .returning('status')
    .executeTakeFirst();
  return (row?.status as 'PENDING' | 'FAILED' | undefined) ?? null;
}

/** The provider was not reached: the message waits a minute, its attempts untouched. */
export async function markDeferred(db: Db, messageId: number, token: string, error: string, retryAfterSeconds: number): Promise<boolean> {
  const result = await held(db, messageId, token)
    .set({ ...released, last_error: error.slice(0, 500), next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryAfterSeconds})` })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Given up without a send (too old to be worth sending). */
export async function markAbandoned(db: Db, messageId: number, token: string, reason: string): Promise<boolean> {
  const result = await held(db, messageId, token).set({ ...released, status: 'FAILED', last_error: reason }).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface OutboxFilter {
  to?: string;
  orderNo?: string;
  /** Only messages older than this one (paging backwards). */
  before?: number;
  limit: number;
}

/** Newest first, for the outbox page. */
export async function listOutbox(db: Db, filter: OutboxFilter): Promise<OutboxRow[]> {
  let query = db.selectFrom('message_outbox').selectAll();
  if (filter.to) query = query.where('to_phone', '=', filter.to);
  if (filter.orderNo) query = query.where('order_no', '=', filter.orderNo);
  if (filter.before) query = query.where('message_id', '<', filter.before);
  return query.orderBy('message_id', 'desc').limit(filter.limit).execute();
}
