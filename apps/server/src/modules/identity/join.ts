import { randomUUID } from 'node:crypto';
import { ApiCode, failedPasswordRules, isUnder14, passwordRuleLabels } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../../core/http/errors';
import { certifyOwner } from './certify-owner';
import { koreanToday } from './korean-today';
import { hashPassword } from './passwords';
import { type CertifyResult, findOwnCertify, useCertify } from './queries/certify';
import { accountsOfPerson, findAccountByEmail, insertMember, recommendCodeExists, recommendCodeTaken, recordConsents } from './queries/members';
import { rejoinRestricted } from './queries/retention';
import { linkSocialAccount, takeTicket } from './queries/social';
import { newRecommendCode } from './recommend-code';
import type { joinBody } from './schemas';
import { emailHash, sha256 } from './secrets';

type JoinRequest = z.infer<typeof joinBody>;

const PG_UNIQUE_VIOLATION = '23505';

export const notVerified = () => new ApiError(ApiCode.IDENTITY_NOT_VERIFIED, '본인인증이 필요합니다. 본인인증을 다시 진행해 주세요.');

/** The browser's finished, unused verification, or a 2010 refusal. */
export async function usableCertify(request: FastifyRequest, certifyNo: string): Promise<CertifyResult & { uniqueKeyHash: string }> {
  const owner = certifyOwner(request);
  const found = owner && (await findOwnCertify(request.server.db, certifyNo, owner, request.server.clock.now()));
  if (!found || !found.certified || found.usedAt || !found.uniqueKeyHash) throw notVerified();
  return { ...found, uniqueKeyHash: found.uniqueKeyHash };
}

function checkInput(body: JoinRequest): void {
  const { terms, privacy, age14 } = body.consents;
  if (!terms || !privacy || !age14) {
    throw new ApiError(ApiCode.REQUIRED_PARAMETER, '필수 약관(이용약관, 개인정보 수집·이용, 만 14세 이상)에 동의해 주세요.', 400);
  }
  const broken = failedPasswordRules(body.password);
  if (broken.length) {
    throw new ApiError(ApiCode.REQUIRED_PARAMETER, `비밀번호 규칙을 확인해 주세요: ${broken.map((rule) => passwordRuleLabels[rule]).join(', ')}`, 400);
  }
}

/** Refuses children, people who already have an account, and people who left less than 3 years ago. */
async function checkPerson(request: FastifyRequest, certify: CertifyResult & { uniqueKeyHash: string }, email: string): Promise<void> {
  if (!certify.birthday || isUnder14(certify.birthday, koreanToday(request.server.clock.now()))) {
    throw new ApiError(ApiCode.UNDER_AGE, '만 14세 미만은 회원가입을 할 수 없습니다.');
  }
  const accounts = await accountsOfPerson(request.server.db, certify.uniqueKeyHash);
  if (accounts.some((account) => account.status !== 'WITHDRAWN')) throw new ApiError(ApiCode.ACCOUNT_EXISTS, '이미 가입된 회원입니다. 로그인해 주세요.');
  // The wait is configuration (config.retention.rejoinWait, 3 years by the terms' 제7조); after it
  // the retention job nulls the hash, so an old withdrawal is not even found.
  if (await rejoinRestricted(request.server.db, certify.uniqueKeyHash, request.server.clock.now(), request.server.config.retention.rejoinWait)) {
    throw new ApiError(ApiCode.REJOIN_RESTRICTED, '회원 자격을 잃은 날로부터 3년이 지나야 다시 가입할 수 있습니다.');
  }
  if (await findAccountByEmail(request.server.db, email)) throw new ApiError(ApiCode.ACCOUNT_EXISTS, '이미 사용 중인 이메일입니다.');
}

async function freshRecommendCode(request: FastifyRequest): Promise<string> {
  for (;;) {
    const code = newRecommendCode();
    if (!(await recommendCodeTaken(request.server.db, code))) return code;
  }
}

/** Creates the member with name, phone, birthday and gender from the verification only. */
export async function joinMember(request: FastifyRequest, body: JoinRequest) {
  checkInput(body);
  const certify = await usableCertify(request, body.certifyNo);
  await checkPerson(request, certify, body.email);
  const recommendedBy = body.recommendCd || null;
  if (recommendedBy && !(await recommendCodeExists(request.server.db, recommendedBy))) {
    throw new ApiError(ApiCode.NO_DATA, '추천인 코드를 찾을 수 없습니다.');
  }
  const passwordHash = await hashPassword(body.password);
  const identityId = randomUUID();
  const recommendMyCd = await freshRecommendCode(request);
  const now = request.server.clock.now();
  try {
    await request.server.db.transaction().execute(async (trx) => {
      if (!(await useCertify(trx, body.certifyNo, now))) throw notVerified();
      const memberId = await insertMember(trx, {
        identity_id: identityId,
        email: body.email,
        email_hash: emailHash(body.email),
        password_hash: passwordHash,
        name: certify.name,
        phone: certify.phone,
        birthday: certify.birthday,
        gender: certify.gender,
        nick_name: body.nickName,
        unique_key_hash: certify.uniqueKeyHash,
        last_active_at: now,
        recommend_my_cd: recommendMyCd,
        recommended_by: recommendedBy,
        marketing_sms: body.consents.marketingSms,
        marketing_email: body.consents.marketingEmail,
      });
      await recordConsents(trx, memberId, body.consents);
      if (body.socialToken) {
        const ticket = await takeTicket(trx, sha256(body.socialToken), undefined, now);
        if (!ticket) throw new ApiError(ApiCode.TOKEN_NOT_EQUAL, '소셜 로그인 정보가 만료되었습니다. 소셜 로그인부터 다시 진행해 주세요.');
        await linkSocialAccount(trx, ticket.channel, ticket.providerUserId, memberId);
      }
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail or person: the database's unique index decides.
    if ((error as { code?: string }).code === PG_UNIQUE_VIOLATION) throw new ApiError(ApiCode.ACCOUNT_EXISTS, '이미 가입된 계정입니다.');
    throw error;
  }
  return { identityId, nickName: body.nickName, recommendMyCd };
}
