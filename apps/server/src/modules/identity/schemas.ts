import { accountFoundData, certifiedPersonData, certifyResultData, certifyStartData, isValidEmail, joinResultData, type MemberProfile, myBusinessData, profileData, providersView, socialLoginData, tokensData } from '@maru/domain';
import { z } from 'zod';
import { answerOf } from '../../core/http/errors';

const email = z.string().trim().max(100).refine(isValidEmail, '올바른 이메일 주소가 아닙니다.');
/** Hangul, letters, digits and _ -: no markup or quotes can reach a page through a nickname. */
const nickName = z.string().trim().min(2).max(20).regex(/^[0-9A-Za-z가-힣_-]+$/, '닉네임은 한글, 영문, 숫자, _ - 만 쓸 수 있습니다.');
const token = z.string().max(200);
const deviceField = (max: number) => z.string().max(max).optional();

export const guestAnswer = answerOf(z.object({ sessionId: z.string() }));

export const certifyStartAnswer = answerOf(certifyStartData);
export const certifyCompleteBody = z.strictObject({ certifyNo: z.string().max(100), certifyUid: z.string().max(100) });
/** Both outcomes keep the spec's shapes: {result:true, certifyNo} or {result:false, code}. */
export const certifyCompleteAnswer = z.object({ code: z.union([z.number(), z.string()]), message: z.string(), data: certifyResultData });
export const certifyNoParams = z.strictObject({ certifyNo: z.string().max(100) });
export const certifyDataAnswer = answerOf(certifiedPersonData);

export const joinBody = z.strictObject({
  certifyNo: z.string().min(1).max(100),
  email,
  password: z.string().min(1).max(100),
  nickName,
  recommendCd: z.string().trim().max(20).regex(/^[0-9A-Z]*$/).optional(),
  consents: z.strictObject({
    terms: z.boolean(),
    privacy: z.boolean(),
    age14: z.boolean(),
    marketingSms: z.boolean(),
    marketingEmail: z.boolean(),
  }),
  socialToken: token.optional(),
});
export const joinAnswer = answerOf(joinResultData);

export const statusBody = z.strictObject({ email });
export const accountCertifyBody = z.strictObject({ certifyNo: z.string().min(1).max(100) });
/** A dormant account's return: the verification of its person (after a sign-in gave the grant cookie). */
export const dormantReleaseBody = accountCertifyBody;
export const accountFoundAnswer = answerOf(accountFoundData);
export const passwordResetBody = z.strictObject({ resetToken: z.string().min(1).max(1000), password: z.string().min(1).max(100) });

export const loginBody = z.strictObject({
  email,
  password: z.string().min(1).max(100),
  autoLogin: z.enum(['Y', 'N']).optional(),
  deviceType: deviceField(20),
  deviceOs: deviceField(50),
  browser: deviceField(50),
  browserVer: deviceField(50),
  browserAgent: deviceField(512),
  osVersion: deviceField(50),
  deviceId: deviceField(200),
  pushToken: deviceField(500),
});
export const tokensAnswer = answerOf(tokensData);

export const socialLoginBody = z.strictObject({ authToken: token.optional(), channel: z.enum(['kakao', 'naver']), autoLogin: z.enum(['Y', 'N']).optional() });
/** Signed in (tokens), or not linked yet (2002 with the provider's e-mail and nickname to pre-fill sign-up). */
export const socialLoginAnswer = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  data: socialLoginData.optional(),
});
export const channelParams = z.strictObject({ channel: z.enum(['kakao', 'naver']) });
/** Spec 01 §2: callbackUrl and redirectUrl (authType added to it); authType on its own is accepted too. */
export const authorizeQuery = z.strictObject({
  callbackUrl: z.string().max(500).optional(),
  redirectUrl: z.string().max(500).optional(),
  authType: z.enum(['auth', 'signin', 'join']).optional(),
});
export const callbackQuery = z.object({
  code: z.string().max(1000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

export const apiKeyAnswer = answerOf(z.object({ key: z.string() }));
export const providersAnswer = answerOf(providersView);

export const profileAnswer = answerOf(profileData);
export const profilePatchBody = z.strictObject({ nickName: nickName.optional(), marketingSms: z.boolean().optional(), marketingEmail: z.boolean().optional() });
export const certifyChangeBody = z.strictObject({ certifyNo: z.string().min(1).max(100) });
export const withdrawalBody = z.strictObject({ reason: z.string().trim().max(500).optional() });

const businessText = (max: number) => z.string().trim().min(1).max(max);
export const businessBody = z.strictObject({
  companyName: businessText(100),
  bizNo: z.string().trim().max(12),
  ceoName: businessText(50),
  bizType: businessText(100),
  bizItem: businessText(100),
});
export const businessAnswer = answerOf(myBusinessData);

export type Profile = MemberProfile;
