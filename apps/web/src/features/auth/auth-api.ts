import { type AccountFound, ApiCode, describeUserAgent, isSuccessCode, type CertifiedPerson, type CertifyStart, type JoinConsents, type JoinResult, type MemberProfile, messageForCode, type Tokens } from '@maru/domain';
import { answerReader, api, ApiError, readAnswer } from '@/shared/api';
// The social sign-in answer carries data on its 2002 refusal, which the shared clients drop.
import { buildRequestHeaders } from '@/shared/api/request-headers';

// The identity calls of spec 01 §4 and §7; every answer is parsed with its contract from the
// domain package (packages/domain/src/identity/contract.ts), which the server answers with.

export type SocialChannel = 'kakao' | 'naver';
export type { CertifiedPerson, CertifyStart, Tokens } from '@maru/domain';
export type Profile = MemberProfile;

export type Consents = JoinConsents;

export interface JoinRequest {
  certifyNo: string;
  email: string;
  password: string;
  nickName: string;
  recommendCd?: string;
  consents: Consents;
  socialToken?: string;
}

const parse = answerReader();
/** What the sign-in screens say when the social sign-in answer does not fit its contract. */
const UNREADABLE_SIGN_IN = '로그인 정보를 읽지 못했습니다. 잠시 후 다시 시도해 주세요.';

export const checkAccountStatus = async (email: string): Promise<void> => {
  await api.post('/membership/v1/account/status', { email });
};

export async function signInWithPassword(email: string, password: string, autoLogin: boolean): Promise<Tokens> {
  const userAgent = navigator.userAgent;
  const device = describeUserAgent(userAgent);
  const answer = await api.post('/membership/v1/login', {
    email,
    password,
    autoLogin: autoLogin ? 'Y' : 'N',
    ...device,
    browserAgent: userAgent.slice(0, 512),
    deviceId: '',
    pushToken: '',
  });
  return parse('tokensData', answer.data);
}

/** Signed in, or the provider account is not linked yet and sign-up can start from it. */
export type SocialSignInResult =
  | { kind: 'signed-in' }
  | { kind: 'not-member'; socialToken: string; email: string | null; nickName: string | null };

export async function signInWithSocial(authToken: string, channel: SocialChannel): Promise<SocialSignInResult> {
  let response: Response;
  let answer: { code?: unknown; message?: unknown; data?: unknown };
  try {
    response = await fetch('/api/membership/v1/login/social', {
      method: 'POST',
      credentials: 'include',
      headers: buildRequestHeaders('POST', true),
      body: JSON.stringify({ authToken, channel, autoLogin: 'N' }),
    });
    answer = ((await response.json()) ?? {}) as typeof answer;
  } catch {
    throw new ApiError('network', ApiCode.DEFAULT_ERROR, 'Network Error', 0);
  }
  const code = typeof answer.code === 'number' || typeof answer.code === 'string' ? answer.code : ApiCode.DEFAULT_ERROR;
  const data = answer.data === undefined || answer.data === null ? undefined : await readAnswer('socialLoginData', answer.data, UNREADABLE_SIGN_IN);
  if (isSuccessCode(code) && data?.accessToken) return { kind: 'signed-in' };
  if (code === ApiCode.USER_NOT_EXIST && data?.socialToken) {
    return { kind: 'not-member', socialToken: data.socialToken, email: data.email ?? null, nickName: data.nickName ?? null };
  }
  const message = typeof answer.message === 'string' && answer.message.trim() ? answer.message : messageForCode(code);
  throw new ApiError(response.ok ? 'code' : 'http', code, message, response.status);
}

export const createGuestId = async (): Promise<void> => {
  await api.post('/oauth/v1/guest/token');
};

export const checkToken = async (): Promise<void> => {
  await api.post('/oauth/v1/token/check');
};

export const logout = async (): Promise<void> => {
  await api.post('/membership/v1/logout');
};

export const fetchProfile = async (signal?: AbortSignal): Promise<Profile> =>
  (await parse('profileData', (await api.get('/mypage/v1/profile', { signal })).data)).profile;


export const startCertify = async (): Promise<CertifyStart> => {
  const start = await parse('certifyStartData', (await api.get('/certify/v1')).data);
  // Spec 01 §4: an empty certifyNo from creating the request id is a failure.
  if (!start.certifyNo) throw new ApiError('code', ApiCode.DEFAULT_ERROR, 'createRequestId Fail', 200);
  return start;
};

export const completeCertify = async (certifyNo: string, certifyUid: string): Promise<string> => {
  const result = await parse('certifyResultData', (await api.post('/certify/v1/complete', { certifyNo, certifyUid })).data);
  if (!result.result || !result.certifyNo) {
    throw new ApiError('code', result.code ?? ApiCode.DEFAULT_ERROR, 'saveIdentityVerification Fail', 200);
  }
  return result.certifyNo;
};

export const fetchCertifiedPerson = async (certifyNo: string): Promise<CertifiedPerson> =>
  (await parse('certifiedPersonData', (await api.get(`/certify/v1/${encodeURIComponent(certifyNo)}`)).data)).certify;

export const joinMember = async (request: JoinRequest): Promise<JoinResult> => parse('joinResultData', (await api.post('/membership/v1/join', request)).data);

/** 아이디·비밀번호 찾기: the account of the person just verified, and a grant to set a new password. */
export const findAccount = async (certifyNo: string): Promise<AccountFound> => parse('accountFoundData', (await api.post('/membership/v1/account/certify', { certifyNo })).data);

/** A dormant account's return: the sign-in gave a grant cookie, the verification names the same person. */
export const releaseDormant = async (certifyNo: string): Promise<Tokens> => parse('tokensData', (await api.post('/membership/v1/dormant/release', { certifyNo })).data);

export const resetPassword = async (resetToken: string, password: string): Promise<void> => {
  await api.post('/membership/v1/account/password', { resetToken, password });
};
