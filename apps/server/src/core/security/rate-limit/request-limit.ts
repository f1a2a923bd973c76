import { ApiCode } from '@maru/domain';
import type { FastifyReply } from 'fastify';
import { ConfigError } from '../../../config';
import { ApiError } from '../../http/errors';

/**
 * A budget of requests per window, counted per client address and, on routes that know
 * the member (after `requireMember`), per member as well. Declared on a route as
 * `config: { requestLimit: { name: 'guest-token', perIp: 60, windowMs: 10 * MINUTE } }`.
 */
export interface RequestLimit {
  /** Names the counters and the override in MARU_RATE_LIMITS; routes naming the same limit share its budget. */
  name: string;
  perIp?: number;
  perMember?: number;
  windowMs: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

type LimitOverride = Partial<Pick<RequestLimit, 'perIp' | 'perMember' | 'windowMs'>>;

const OVERRIDE_ENTRY = /^([a-z0-9-]+)\.(perIp|perMember|windowMs)=(\d{1,9})$/;

/**
 * MARU_RATE_LIMITS, e.g. `guest-token.perIp=5,join.windowMs=60000`: changes a limit's
 * numbers without a release (or for a test). A malformed entry stops the start.
 */
export function parseLimitOverrides(text: string | undefined): Map<string, LimitOverride> {
  const overrides = new Map<string, LimitOverride>();
  for (const entry of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [, name, field, value] = OVERRIDE_ENTRY.exec(entry) ?? [];
    if (!name || !field || !value || (field === 'windowMs' && Number(value) === 0)) {
      throw new ConfigError([`MARU_RATE_LIMITS=${JSON.stringify(text)}: "${entry}" must be <limit name>.perIp|perMember|windowMs=<whole number> (windowMs above 0)`]);
    }
    overrides.set(name, { ...overrides.get(name), [field]: Number(value) });
  }
  return overrides;
}

/** What the client reads when over a limit, naming the real wait; Retry-After says the same to programs. */
function tooManyRequestsMessage(retryAfterSeconds: number, why: string): string {
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds}초` : `${Math.ceil(retryAfterSeconds / 60)}분`;
  return `${why} ${wait} 후에 다시 시도해 주세요.`;
}

/** Whole seconds until the window ends, at least 1 (Retry-After: 0 would invite a retry storm). */
const retryAfterSeconds = (resetInMs: number): number => Math.max(1, Math.ceil(resetInMs / 1000));

/**
 * The 429 answer: the envelope with sign-in's code (2011, TOO_MANY_ATTEMPTS) so clients
 * handle every limit alike, and Retry-After in seconds. `why` is the first sentence; the wait
 * that follows is always the one left, so no limit announces another's window.
 */
export function tooManyRequests(reply: FastifyReply, resetInMs: number, why = '요청이 너무 많습니다.'): ApiError {
  const seconds = retryAfterSeconds(resetInMs);
  reply.header('retry-after', String(seconds));
  return new ApiError(ApiCode.TOO_MANY_ATTEMPTS, tooManyRequestsMessage(seconds, why), 429);
}
