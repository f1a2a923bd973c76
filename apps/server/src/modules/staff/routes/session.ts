import { ApiCode, emptyAnswer, staffMeView, staffSessionView, staffSignInRequest } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { tooManyRequests } from '../../../core/security/rate-limit/request-limit';
import { passwordMatches } from '../../identity';
import { recordAudit } from '../audit';
import { noStore } from '../console-section';
import { findAccountByEmail, findStaffWithRights, updateStaff } from '../queries/staff';
import { findLiveSession, insertSession, revokeSessionByToken } from '../queries/sessions';
import { checkStaff } from '../require-staff';
import { SIGN_IN_LIMIT, staffSignInLimiter } from '../sign-in-limiter';
import { clearStaffCookie, newSessionToken, readStaffToken, setStaffCookie, tokenHash } from '../staff-cookie';
import { meOf } from '../staff-view';
import { standInHash } from '../stand-in-hash';

const tags = ['admin'];
const badCredentials = () => new ApiError(ApiCode.STAFF_BAD_CREDENTIALS, '이메일 또는 비밀번호가 일치하지 않습니다.');

/** Sign-in, sign-out and "who am I" of the console; registered under /api/admin/v1/auth. */
export const sessionRoutes: FastifyPluginAsyncZod = async (auth) => {
  const { db } = auth;
  const limiter = staffSignInLimiter(auth.windowCounter);
  auth.addHook('onSend', noStore);

  auth.post(
    '/sign-in',
    { config: { requestLimit: SIGN_IN_LIMIT }, schema: { tags, summary: '직원 로그인', body: staffSignInRequest, response: { 200: answerOf(staffMeView) } } },
    async (request, reply) => {
      const { email, password } = request.body;
      // Counted as a failure from here on, unless the password turns out right.
      const blockedFor = await limiter.admit(email);
      if (blockedFor !== undefined) throw tooManyRequests(reply, blockedFor, '로그인 시도 횟수를 초과했습니다.');
      const account = await findAccountByEmail(db, email);
      // An unknown address costs one argon2 verification too, so the answer's timing
      // does not tell staff addresses apart from others; a deactivated account the same.
      const matches = await passwordMatches(account?.passwordHash ?? (await standInHash()), password);
      if (!account || !matches || !account.active) {
        // 안전성 확보조치 기준 제8조: failed attempts on an account are access records too. An
        // address no account has names nobody the log could hold (the limiter still counts it).
        if (account) {
          await db.transaction().execute((trx) =>
            recordAudit(trx, { staffId: account.staffId, ip: request.ip, action: 'staff.sign_in_failed', targetType: 'staff', targetId: account.staffId, before: null, after: null }),
          );
        }
        throw badCredentials();
      }
      await limiter.succeeded(email);
      const token = newSessionToken();
      const now = auth.clock.now();
      const earlier = readStaffToken(request);
      const staff = await db.transaction().execute(async (trx) => {
        // A sign-in over an open session (another account, say) ends that one.
        if (earlier) await revokeSessionByToken(trx, tokenHash(earlier), now);
        await insertSession(trx, { staffId: account.staffId, tokenHash: tokenHash(token), ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 512), now });
        await updateStaff(trx, account.staffId, { lastSignedInAt: now });
        await recordAudit(trx, { staffId: account.staffId, ip: request.ip, action: 'staff.sign_in', targetType: 'staff', targetId: account.staffId, before: null, after: null });
        return findStaffWithRights(trx, account.staffId);
      });
      setStaffCookie(request, reply, token);
      return ok(meOf(staff!));
    },
  );

  // Open to anyone: it only ever ends the session the cookie names, and clears the cookie.
  auth.post('/sign-out', { schema: { tags, summary: '직원 로그아웃', response: { 200: emptyAnswer } } }, async (request, reply) => {
    const token = readStaffToken(request);
    if (token) {
      const now = auth.clock.now();
      await db.transaction().execute(async (trx) => {
        const live = await findLiveSession(trx, tokenHash(token), now);
        const staffId = await revokeSessionByToken(trx, tokenHash(token), now);
        if (live && staffId !== undefined) {
          await recordAudit(trx, { staffId, ip: request.ip, action: 'staff.sign_out', targetType: 'staff', targetId: staffId, before: null, after: null });
        }
      });
    }
    clearStaffCookie(request, reply);
    return ok();
  });

  // Asked by every console page load, signed in or not: "nobody" is an answer here, not a refusal.
  auth.get('/me', { schema: { tags, summary: '로그인한 직원 (없으면 null)', response: { 200: answerOf(staffSessionView) } } }, async (request, reply) => {
    const check = await checkStaff(request, reply);
    return ok({ staff: check.status === 'live' ? meOf(check.staff) : null });
  });
};
