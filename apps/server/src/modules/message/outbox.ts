import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { maskMobile, mobileDigits } from './phone';
import type { OutboxMessage, Verdict } from './provider';
import { claimDueMessages, insertOutboxMessage, markAbandoned, markDeferred, markRefused, markSent, type NewOutboxMessage, type OutboxRow } from './queries';
import { type SolapiSettings, solapiProvider } from './solapi';
import { isTemplateCode, renderTemplate, type TemplateCode, templates, templateVariables } from './templates';

export interface OutgoingMessage {
  template: TemplateCode;
  /** A Korean mobile number in any format (010-1234-5678, 01012345678, +82 10-1234-5678). */
  to: string;
  /** The template's variables by name, without #{ } (고객명: '홍길동'); extra ones are ignored. */
  variables: Record<string, string>;
  memberId?: number | null;
  orderNo?: string | null;
  /**
   * The button's target: a path on the shop (/product/item/123) or an https address (a
   * carrier's tracking page). Required by templates with a button, ignored by the others.
   */
  link?: string | null;
}

/** Refusals after which a message is FAILED (see markRefused for the pauses between them). */
export const MAX_ATTEMPTS = 5;
/** A message not sent within a day is given up: a 결제 완료 arriving days late only confuses. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long a sender holds its batch; far longer than one provider call (10 s timeout). */
const LEASE_SECONDS = 120;
/** After an unreachable provider, the next try; the periodic job comes by every 15 seconds. */
const RETRY_UNAVAILABLE_SECONDS = 60;
/** Kakao's limit for a 알림톡 body. */
const MAX_TEXT_CHARS = 1_000;
/** A value longer than this is cut: a long product name must not make a message unsendable. */
const MAX_VARIABLE_CHARS = 200;
/** Solapi refuses a button whose address is longer (status 1048). */
export const MAX_BUTTON_LINK_CHARS = 100;

const SAFE_LINK = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/;

/**
 * Checks and renders a message; every refusal is a programming error (thrown), not a
 * shopper's mistake. Pure, so a caller can check before opening its transaction.
 */
export function prepareMessage(message: OutgoingMessage): NewOutboxMessage {
  if (!isTemplateCode(message.template)) throw new Error(`unknown message template ${String(message.template)}`);
  const template = templates[message.template];
  const to = mobileDigits(message.to);
  if (!to) throw new Error(`message ${message.template}: the recipient is not a Korean mobile number`);
  const variables: Record<string, string> = {};
  for (const name of templateVariables(message.template)) {
    const value = message.variables[name];
    if (typeof value !== 'string') throw new Error(`message template ${message.template} needs the variable ${name}`);
    variables[name] = value.length > MAX_VARIABLE_CHARS ? `${value.slice(0, MAX_VARIABLE_CHARS - 1)}…` : value;
  }
  const text = renderTemplate(message.template, variables);
  if (text.length > MAX_TEXT_CHARS) throw new Error(`message ${message.template} is ${text.length} characters; 알림톡 allows ${MAX_TEXT_CHARS}`);
  const button = 'button' in template ? template.button : undefined;
  const link = button ? (message.link ?? null) : null;
  if (button && !link) throw new Error(`message template ${message.template} has the button "${button.name}" and needs a link`);
  if (link !== null && !SAFE_LINK.test(link)) throw new Error(`message ${message.template}: the link must be a path on the shop or an https address`);
  if (link !== null && link.length > MAX_BUTTON_LINK_CHARS) throw new Error(`message ${message.template}: the link is ${link.length} characters; a 알림톡 button takes ${MAX_BUTTON_LINK_CHARS}`);
  return {
    template: message.template,
    to,
    memberId: message.memberId ?? null,
    orderNo: message.orderNo ?? null,
    title: template.title,
    text,
    variables,
    buttonName: button?.name ?? null,
    link,
  };
}

/**
 * Writes a message to the outbox as PENDING, in the caller's transaction: it exists exactly
 * when the change it tells about commits, and nothing is sent until then (deliver after
 * the commit: messenger(app).deliverSoon()). Throws for an unknown template, a missing
 * variable, a missing or unsafe link, or a number that is not a mobile (check with
 * isMobileNumber first where the number comes from a form).
 */
export async function queueMessage(executor: Kysely<Database> | Transaction<Database>, message: OutgoingMessage): Promise<number> {
  return insertOutboxMessage(executor, prepareMessage(message));
}

export interface DeliveryDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  settings: SolapiSettings;
}

export interface DeliveryResult {
  /** Accepted by the provider: SENT. */
  sent: number;
  /** Refused (an attempt counted; FAILED at the limit), or given up as too old. */
  failed: number;
  /** The provider was not reached: left PENDING for a later try. */
  deferred: number;
}

const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.message_id,
  template: row.template,
  to: row.to_phone,
  title: row.title,
  text: row.text,
  variables: row.variables,
  buttonName: row.button_name,
  link: row.link,
});

/**
 * Sends up to `limit` due messages through Solapi (or its sandbox) and settles each: SENT
 * with the provider's message id; refused → attempts + 1 and last_error, FAILED at
 * MAX_ATTEMPTS; provider unreachable → still PENDING, tried again a minute later. Safe to
 * run from several places at once (claims skip each other's rows) and idempotent: what is
 * settled is never sent again.
 */
export async function deliverPendingMessages(deps: DeliveryDeps, limit = 50): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, deferred: 0 };
  const token = randomUUID();
  const claimed = await claimDueMessages(deps.db, limit, token, LEASE_SECONDS);
  if (!claimed.length) return result;

  const now = Date.now();
  const stale = claimed.filter((row) => now - row.created_at.getTime() > GIVE_UP_AFTER_MS);
  const due = claimed.filter((row) => !stale.includes(row));
  // The one provider call of the batch, with no transaction open.
  const verdicts = await solapiProvider(deps.settings).send(due.map(toOutboxMessage));

  await deps.db.transaction().execute(async (trx) => {
    for (const row of stale) {
      if (await markAbandoned(trx, row.message_id, token, '24시간 안에 보내지 못해 발송하지 않았습니다.')) result.failed += 1;
    }
    for (const row of due) {
      const verdict: Verdict = verdicts.get(row.message_id) ?? { outcome: 'unavailable', error: 'no verdict from the provider' };
      if (verdict.outcome === 'sent') {
        if (await markSent(trx, row.message_id, token, verdict)) result.sent += 1;
      } else if (verdict.outcome === 'refused') {
        const status = await markRefused(trx, row.message_id, token, verdict.error, MAX_ATTEMPTS);
        if (status) result.failed += 1;
        deps.log.warn({ messageId: row.message_id, template: row.template, to: maskMobile(row.to_phone), status, error: verdict.error }, 'message refused by the provider');
      } else if (await markDeferred(trx, row.message_id, token, verdict.error, RETRY_UNAVAILABLE_SECONDS)) {
        result.deferred += 1;
      }
    }
  });
  if (result.deferred) {
    const unavailable = [...verdicts.values()].find((verdict) => verdict.outcome === 'unavailable');
    deps.log.warn({ deferred: result.deferred, error: unavailable?.error }, 'message provider unavailable; messages wait for the next try');
  }
  if (result.sent || result.failed) deps.log.info(result, 'messages delivered');
  return result;
}
