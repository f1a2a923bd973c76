import { emptyAnswer } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/http/errors';
import { HOUR, MINUTE } from '../../../core/security/rate-limit/request-limit';
import { findAccountByCertify, resetPassword } from '../account-recovery';
import { noSuchUser, statusRefusal, withdrawnRefusal } from '../account-status';
import { joinMember } from '../join';
import { findAccountByEmail, withdrawnEmailExists } from '../queries/members';
import { accountCertifyBody, accountFoundAnswer, joinAnswer, joinBody, passwordResetBody, statusBody } from '../schemas';
import { emailHash } from '../secrets';

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
      if (await withdrawnEmailExists(app.db, emailHash(request.body.email))) throw withdrawnRefusal();
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

  app.post(
    '/membership/v1/account/certify',
    {
      // A person looks their own account up a few times; each try needs a fresh verification,
      // which has its own limits, so this mostly stops a script replaying refusals.
      config: { requestLimit: { name: 'account-certify', perIp: 20, windowMs: 10 * MINUTE } },
      schema: { tags: ['identity'], summary: '아이디·비밀번호 찾기 (본인인증한 사람의 계정)', body: accountCertifyBody, response: { 200: accountFoundAnswer } },
    },
    async (request) => ok(await findAccountByCertify(request, request.body.certifyNo)),
  );

  app.post(
    '/membership/v1/account/password',
    {
      // Each try hashes a password with argon2id, as join does.
      config: { requestLimit: { name: 'account-password', perIp: 10, windowMs: 10 * MINUTE } },
      schema: { tags: ['identity'], summary: '비밀번호 재설정 (아이디·비밀번호 찾기의 허가로)', body: passwordResetBody, response: { 200: emptyAnswer } },
    },
    async (request) => {
      await resetPassword(request, request.body.resetToken, request.body.password);
      return ok();
    },
  );
};
