import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { BOOKING_CONFIRMATION } from '@maru/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { kstDeadline, queueMessage } from '../message';
import { visitMoment } from './views';

// The code that proves a booking's phone (issue 22): six random digits, kept only as a keyed
// hash, sent as SHOWROOM_CODE in the transaction that issues it.

/**
 * Counts one code sent to a phone against that phone's budget, throwing 429 when it is spent
 * (the route builds it over the request-limit counter; see routes.ts). Per phone, not per
 * address: it is the phone's owner who is pestered, from however many addresses.
 */
export type CodeSendGuard = (phone: string) => Promise<void>;

export const drawCode = (): string => String(randomInt(0, 10 ** BOOKING_CONFIRMATION.codeDigits)).padStart(BOOKING_CONFIRMATION.codeDigits, '0');

/**
 * HMAC with the server's secret, salted by the booking number. A plain hash of six digits
 * falls to a million guesses; without the secret a copy of the table gives nothing.
 */
export const codeHashOf = (secret: string, bookingNo: string, code: string): string => createHmac('sha256', secret).update(`showroom-code:${bookingNo}:${code}`).digest('base64url');

export function codeMatches(secret: string, bookingNo: string, storedHash: string | null, code: string): boolean {
  if (!storedHash) return false;
  const typed = Buffer.from(codeHashOf(secret, bookingNo, code));
  const stored = Buffer.from(storedHash);
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

interface CodeMessage {
  phone: string;
  memberId: number | null;
  officeName: string;
  startsAt: Date;
  confirmBy: Date;
}

/** Queues the code to the phone in the caller's transaction (the one that stores its hash). */
export async function queueCode(trx: Transaction<Database>, to: CodeMessage, code: string): Promise<void> {
  await queueMessage(trx, {
    template: 'SHOWROOM_CODE',
    to: to.phone,
    memberId: to.memberId,
    variables: { 인증번호: code, 쇼룸명: to.officeName, 방문일시: visitMoment(to.startsAt), 입력기한: kstDeadline(to.confirmBy) },
  });
}
