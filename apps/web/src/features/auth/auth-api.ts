import { ApiCode, describeUserAgent, isSuccessCode, type MemberProfile, messageForCode } from '@maru/domain';
import { api, ApiError } from '@/shared/api';
// The social sign-in answer carries data on its 2002 refusal, which the shared clients drop.
import { buildRequestHeaders } from '@/shared/api/request-headers';

// The identity calls of spec 01 §4 and §7, with the shapes of apps/server identity/schemas.ts.

export type SocialChannel = 'kakao' | 'naver';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export type Profile = MemberProfile;

export interface Consents {
  terms: boolean;
  privacy: boolean;
  age14: boolean;
  marketingSms: boolean;
  marketingEmail: boolean;
}

export interface JoinRequest {
  certifyNo: string;
  email: string;
  password: string;
  nickName: string;
  recommendCd?: string;
  consents: Consents;
  socialToken?: string;
}

export interface CertifyStart {
  certifyNo: string;
  impCode: string;
  sandbox: boolean;
  sandboxUrl: string | null;
}

export interface CertifiedPerson {
  certifyNo: string;
  name: string | null;
  phone: string | null;
  birthday: string | null;
  gender: 'M' | 'F' | null;
  certified: boolean;
}

const dataOf = <T>(answer: { data?: T }): T => {
  if (answer.data === undefined) throw new ApiError('code', ApiCode.NO_DATA, messageForCode(ApiCode.NO_DATA), 200);
  return answer.data;
};

export const checkAccountStatus = async (email: string): Promise<void> => {
  await api.post('/membership/v1/account/status', { email });
};

export async function signInWithPassword(email: string, password: string, autoLogin: boolean): Promise<Tokens> {
  const userAgent = navigator.userAgent;
  const device = describeUserAgent(userAgent);
  const answer = await api.post<Tokens>('/membership/v1/login', {
    email,
    password,
    autoLogin: autoLogin ? 'Y' : 'N',
    ...device,
    browserAgent: userAgent.slice(0, 512),
    deviceId: '',
    pushToken: '',
  });
  return dataOf(answer);
}

/** Signed in, or the provider account is not linked yet and sign-up can start from it. */
export type SocialSignInResult =
  | { kind: 'signed-in' }
  | { kind: 'not-member'; socialToken: string; email: string | null; nickName: string | null };

interface SocialAnswer {
  code: number | string;
  message?: string;
  data?: { accessToken?: string; email?: string | null; nickName?: string | null; socialToken?: string };
}

export async function signInWithSocial(authToken: string, channel: SocialChannel): Promise<SocialSignInResult> {
  let response: Response;
  let answer: SocialAnswer;
  try {
    response = await fetch('/api/membership/v1/login/social', {
      method: 'POST',
      credentials: 'include',
      headers: buildRequestHeaders('POST', true),
      body: JSON.stringify({ authToken, channel, autoLogin: 'N' }),
    });
    answer = (await response.json()) as SocialAnswer;
  } catch {
    throw new ApiError('network', ApiCode.DEFAULT_ERROR, 'Network Error', 0);
  }
  if (isSuccessCode(answer.code) && answer.data?.accessToken) return { kind: 'signed-in' };
  if (answer.code === ApiCode.USER_NOT_EXIST && answer.data?.socialToken) {
    return { kind: 'not-member', socialToken: answer.data.socialToken, email: answer.data.email ?? null, nickName: answer.data.nickName ?? null };
  }
  const message = answer.message?.trim() ? answer.message : messageForCode(answer.code);
  throw new ApiError(response.ok ? 'code' : 'http', answer.code, message, response.status);
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
  dataOf(await api.get<{ profile: Profile }>('/mypage/v1/profile', { signal })).profile;


export const startCertify = async (): Promise<CertifyStart> => {
  const start = dataOf(await api.get<CertifyStart>('/certify/v1'));
  // Spec 01 §4: an empty certifyNo from creating the request id is a failure.
  if (!start.certifyNo) throw new ApiError('code', ApiCode.DEFAULT_ERROR, 'createRequestId Fail', 200);
  return start;
};

export const completeCertify = async (certifyNo: string, certifyUid: string): Promise<string> => {
  const result = dataOf(await api.post<{ result: boolean; certifyNo?: string; code?: number | string }>('/certify/v1/complete', { certifyNo, certifyUid }));
  if (!result.result || !result.certifyNo) {
    throw new ApiError('code', result.code ?? ApiCode.DEFAULT_ERROR, 'saveIdentityVerification Fail', 200);
  }
  return result.certifyNo;
};

export const fetchCertifiedPerson = async (certifyNo: string): Promise<CertifiedPerson> =>
  dataOf(await api.get<{ certify: CertifiedPerson }>(`/certify/v1/${encodeURIComponent(certifyNo)}`)).certify;

export const joinMember = async (request: JoinRequest) =>
  dataOf(await api.post<{ identityId: string; nickName: string; recommendMyCd: string }>('/membership/v1/join', request));


