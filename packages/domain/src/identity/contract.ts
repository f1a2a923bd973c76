import { z } from 'zod';
import { BUSINESS_REQUEST_STATUSES } from '../staff/contract';

/**
 * The answers of the identity calls (spec 01 §4 and §7), declared once: the server's response
 * schemas and the web's sign-in, sign-up and verification clients both use these.
 */

/** POST /membership/v1/login (and a signed-in social login). */
export const tokensData = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensData>;

/**
 * POST /membership/v1/login/social: signed in (tokens), or, with code 2002, not linked yet
 * (the provider's e-mail and nickname to pre-fill sign-up, and the token that links it).
 */
export const socialLoginData = z.object({
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  email: z.string().nullable().optional(),
  nickName: z.string().nullable().optional(),
  socialToken: z.string().optional(),
});
export type SocialLoginData = z.infer<typeof socialLoginData>;

/** GET /certify/v1: the verification request to open in the provider's window. */
export const certifyStartData = z.object({ certifyNo: z.string(), impCode: z.string(), sandbox: z.boolean(), sandboxUrl: z.string().nullable() });
export type CertifyStart = z.infer<typeof certifyStartData>;

/** POST /certify/v1/complete: {result: true, certifyNo} or {result: false, code}. */
export const certifyResultData = z.object({
  result: z.boolean(),
  certifyNo: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
});
export type CertifyResult = z.infer<typeof certifyResultData>;

/** GET /certify/v1/{certifyNo}: who was verified. */
export const certifiedPersonData = z.object({
  certify: z.object({
    certifyNo: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    birthday: z.string().nullable(),
    gender: z.enum(['M', 'F']).nullable(),
    certified: z.boolean(),
  }),
});
export type CertifiedPerson = z.infer<typeof certifiedPersonData>['certify'];

/** The consents a join sends (terms, privacy and age14 are required). */
export interface JoinConsents {
  terms: boolean;
  privacy: boolean;
  age14: boolean;
  marketingSms: boolean;
  marketingEmail: boolean;
}

/** POST /membership/v1/join. */
export const joinResultData = z.object({ identityId: z.string(), nickName: z.string(), recommendMyCd: z.string() });
export type JoinResult = z.infer<typeof joinResultData>;

/** GET /mypage/v1/profile (and its PATCH): the member's own profile. */
export const memberProfileView = z.object({
  identityId: z.string(),
  /** YYYY-MM-DD, from identity verification. */
  birthday: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  nickName: z.string().nullable(),
  recommendMyCd: z.string(),
  authNo: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  marketingSms: z.boolean(),
  marketingEmail: z.boolean(),
});
export const profileData = z.object({ profile: memberProfileView });

/** A member's own request to become a business member (사업자 회원), as my page shows it. */
export const myBusinessRequestView = z.object({
  companyName: z.string(),
  bizNo: z.string(),
  ceoName: z.string(),
  bizType: z.string(),
  bizItem: z.string(),
  status: z.enum(BUSINESS_REQUEST_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyBusinessRequest = z.infer<typeof myBusinessRequestView>;
/** GET /mypage/v1/business: the latest request, or null when the member has made none. */
export const myBusinessData = z.object({ business: myBusinessRequestView.nullable() });

/**
 * POST /membership/v1/account/certify (아이디·비밀번호 찾기): the account of the person just
 * verified, its e-mail masked, and a grant to set a new password (10 minutes, once).
 */
export const accountFoundData = z.object({
  email: z.string().nullable(),
  joinedAt: z.string(),
  socialChannels: z.array(z.enum(['kakao', 'naver'])),
  hasPassword: z.boolean(),
  resetToken: z.string(),
});
export type AccountFound = z.infer<typeof accountFoundData>;
