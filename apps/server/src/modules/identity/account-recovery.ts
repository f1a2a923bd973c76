import { type AccountFound, ApiCode, failedPasswordRules, maskEmail, passwordRuleLabels } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/errors';
import { statusRefusal } from './account-status';
import { notVerified, usableCertify } from './join';
import { hashPassword } from './passwords';
import { useCertify } from './queries/certify';
import { liveAccountOfPerson, passwordHashOf, replacePassword } from './queries/members';
import { revokeAllSessions } from './queries/sessions';
import { hmac } from './secrets';
import { readState, signState } from './signed-state';

/**
 * 아이디·비밀번호 찾기 (spec 01 §7's POST /membership/v1/account/certify, whose payload the spec
 * leaves open). The shopper verifies their identity as for joining; the account of that person
 * is shown with its e-mail masked, with a grant to set a new password. The verification is used
 * up by it, and the grant works once: it names the password it replaces (as a keyed hash, never
 * the hash itself), so after one reset, or after the member changes it, it no longer fits.
 */

/** How long the grant to set a new password lasts after the verification. */
export const RESET_GRANT_SECONDS = 10 * 60;
const GRANT_KIND = 'password-reset';

const fingerprintOf = (secret: string, passwordHash: string | null) => hmac(secret, `reset:${passwordHash ?? ''}`);

export const noAccountForPerson = () => new ApiError(ApiCode.USER_NOT_EXIST, '본인인증한 정보로 가입된 계정이 없습니다. 회원가입을 진행해 주세요.');

export async function findAccountByCertify(request: FastifyRequest, certifyNo: string): Promise<AccountFound> {
  const { db, clock, config } = request.server;
  const certify = await usableCertify(request, certifyNo);
  const account = await liveAccountOfPerson(db, certify.uniqueKeyHash);
  // Not found, the verification stays unused: the shopper may go on to join with it.
  if (!account) throw noAccountForPerson();
  const refusal = statusRefusal(account.status);
  if (refusal) throw refusal;
  if (!(await useCertify(db, certifyNo, clock.now()))) throw notVerified();
  const resetToken = signState(config.secret, { kind: GRANT_KIND, memberId: account.memberId, fp: fingerprintOf(config.secret, account.passwordHash) }, RESET_GRANT_SECONDS, clock.now().getTime());
  return {
    email: account.email === null ? null : maskEmail(account.email),
    joinedAt: account.joinedAt.toISOString(),
    socialChannels: account.socialChannels.filter((channel): channel is 'kakao' | 'naver' => channel === 'kakao' || channel === 'naver'),
    hasPassword: account.passwordHash !== null,
    resetToken,
  };
}

/** Sets the new password the grant allows, and signs the member out everywhere. */
export async function resetPassword(request: FastifyRequest, resetToken: string, password: string): Promise<void> {
  const { db, clock, config } = request.server;
  const broken = failedPasswordRules(password);
  if (broken.length) throw new ApiError(ApiCode.REQUIRED_PARAMETER, `비밀번호 규칙을 확인해 주세요: ${broken.map((rule) => passwordRuleLabels[rule]).join(', ')}`, 400);
  const grant = readState(config.secret, resetToken, clock.now().getTime());
  if (grant?.kind !== GRANT_KIND || typeof grant.memberId !== 'number' || typeof grant.fp !== 'string') throw notVerified();
  const current = await passwordHashOf(db, grant.memberId);
  if (!current || current.status !== 'ACTIVE' || fingerprintOf(config.secret, current.passwordHash) !== grant.fp) throw notVerified();
  const passwordHash = await hashPassword(password);
  const replaced = await db.transaction().execute(async (trx) => {
    if (!(await replacePassword(trx, grant.memberId as number, current.passwordHash, passwordHash))) return false;
    await revokeAllSessions(trx, grant.memberId as number, clock.now());
    return true;
  });
  if (!replaced) throw notVerified();
}
