import { ApiCode } from '@maru/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/errors';
import { cookieOptions } from '../../plugins/cookies';
import { statusRefusal } from './account-status';
import { notVerified, usableCertify } from './join';
import { useCertify } from './queries/certify';
import { restorePersonalData } from './queries/separated';
import { readState, signState } from './signed-state';
import { openSession } from './sign-in';
import type { SessionTokens } from './session-cookies';

/**
 * A dormant account comes back by signing in and then verifying the person (이용약관 제8조):
 * the sign-in with the right password gives this short-lived, signed, HttpOnly cookie naming the
 * account, and the release call takes it with a verification of the same person. A cookie and
 * not an answer field: on a phone the verification takes the whole tab and comes back, and the
 * cookie survives that where a page's memory does not.
 */
export const DORMANT_GRANT_COOKIE = 'tmd';
const GRANT_LIFETIME_SECONDS = 30 * 60;

export function grantDormantRelease(request: FastifyRequest, reply: FastifyReply, memberId: number): void {
  const grant = signState(request.server.config.secret, { dormant: memberId }, GRANT_LIFETIME_SECONDS);
  reply.setCookie(DORMANT_GRANT_COOKIE, grant, { ...cookieOptions(request), maxAge: GRANT_LIFETIME_SECONDS });
}

const noGrant = () => new ApiError(ApiCode.TOKEN_NOT_EQUAL, '휴면 해제 시간이 지났습니다. 다시 로그인해 주세요.');
const otherPerson = () => new ApiError(ApiCode.IDENTITY_NOT_VERIFIED, '가입하신 분 본인 명의로 본인인증해 주세요.');

/** Restores the dormant account of the grant for the verified person and signs them in. */
export async function releaseDormant(request: FastifyRequest, reply: FastifyReply, certifyNo: string): Promise<SessionTokens> {
  // The verification first: another browser's answers 2010, as every use of a verification does.
  const certify = await usableCertify(request, certifyNo);
  const raw = request.cookies[DORMANT_GRANT_COOKIE];
  const grant = raw && raw.length <= 1000 ? readState(request.server.config.secret, raw) : undefined;
  const memberId = typeof grant?.dormant === 'number' ? grant.dormant : undefined;
  if (memberId === undefined) throw noGrant();
  const { db, clock } = request.server;
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('member').select(['status', 'unique_key_hash']).where('member_id', '=', memberId).forUpdate().executeTakeFirst();
    if (!member) throw noGrant();
    if (member.status !== 'DORMANT') throw statusRefusal(member.status) ?? noGrant();
    if (member.unique_key_hash !== certify.uniqueKeyHash) throw otherPerson();
    if (!(await useCertify(trx, certifyNo, now))) throw notVerified();
    await restorePersonalData(trx, memberId);
    await trx.updateTable('member').set({ status: 'ACTIVE', dormant_at: null, dormancy_notice_at: null, last_active_at: now }).where('member_id', '=', memberId).execute();
  });
  reply.clearCookie(DORMANT_GRANT_COOKIE, cookieOptions(request));
  return openSession(request, reply, memberId, false, {}, 'DORMANT_RELEASE');
}
