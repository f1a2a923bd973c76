import { ApiCode } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../core/errors';
import { HOUR, MINUTE } from '../../../core/rate-limit/request-limit';
import { joinMember } from '../join';
import { findAccountByEmail, withdrawnEmailExists } from '../queries/members';
import { emptyAnswer, joinAnswer, joinBody, statusBody } from '../schemas';
import { emailHash } from '../secrets';
import type { MemberStatus } from '../tables';

const refusals: Record<Exclude<MemberStatus, 'ACTIVE'>, ApiError> = {
  DORMANT: new ApiError(ApiCode.ACCOUNT_DORMANT, '휴면 상태의 계정입니다. 휴면 해제 후 이용해 주세요.'),
  SUSPENDED: new ApiError(ApiCode.ACCOUNT_SUSPENDED, '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.'),
  WITHDRAWN: new ApiError(ApiCode.ACCOUNT_WITHDRAWN, '탈퇴한 계정입니다.'),
};

/** The refusal for an account that may not sign in, if any. */
export function statusRefusal(status: MemberStatus): ApiError | undefined {
  return status === 'ACTIVE' ? undefined : refusals[status];
}

export const noSuchUser = () => new ApiError(ApiCode.USER_NOT_EXIST, '가입되지 않은 이메일입니다.');

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/membership/v1/account/status',
    {
      // It says whether an e-mail is a member, by design (the sign-in page explains why one
      // cannot sign in). A shopper asks about their own address a few times; 30 per 10
      // minutes stops a script walking a list of e-mails at 4,320 a day per address.
      config: { requestLimit: { name: 'account-status', perIp: 30, windowMs: 10 * MINUTE } },
      schema: { tags: ['identity'], summary: '계정 상태 확인 (로그인 전)', body: statusBody, response: { 200: emptyAnswer } },
    },
    async (request) => {
      const account = await findAccountByEmail(app.db, request.body.email);
      if (account) {
        const refusal = statusRefusal(account.status);
        if (refusal) throw refusal;
        return ok();
      }
      if (await withdrawnEmailExists(app.db, emailHash(request.body.email))) throw refusals.WITHDRAWN;
      throw noSuchUser();
    },
  );

  app.post(
    '/membership/v1/join',
    {
      // One person joins once; a household or an office a few times an hour at most. Each
      // try hashes a password with argon2id (19 MiB), so a flood also costs memory and CPU.
      config: { requestLimit: { name: 'join', perIp: 10, windowMs: HOUR } },
      schema: { tags: ['identity'], summary: '회원가입 (본인인증 결과로)', body: joinBody, response: { 200: joinAnswer } },
    },
    async (request) => ok(await joinMember(request, request.body)),
  );
};
