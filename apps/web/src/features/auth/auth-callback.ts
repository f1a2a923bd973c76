import { ApiCode, SpecMessage } from '@maru/domain';
import { safeRedirectUrl } from './redirect';
import type { SocialChannel } from './auth-api';

/** What the social sign-in return (/auth/callback) should do, decided from its query alone (spec 01 §4). */
export type AuthCallbackDecision =
  | { kind: 'signin' | 'join'; authToken: string; channel: SocialChannel; redirectUrl: string }
  | { kind: 'auth'; authToken: string; channel: SocialChannel; redirectUrl: string }
  | { kind: 'error'; message: string; code?: number | string; redirectUrl: string };

const providerErrors: Record<string, string> = {
  cancelled: '소셜 로그인을 취소했습니다.',
  invalid_state: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
  provider_error: '소셜 로그인 제공자에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
};

const isChannel = (value: string | null): value is SocialChannel => value === 'kakao' || value === 'naver';

export function decideAuthCallback(search: string | URLSearchParams): AuthCallbackDecision {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const redirectUrl = safeRedirectUrl(query.get('redirectUrl'));
  const providerError = query.get('error');
  if (providerError) return { kind: 'error', message: providerErrors[providerError] ?? providerErrors.provider_error!, redirectUrl };

  const authType = query.get('authType') ?? '';
  if (!authType) return { kind: 'error', message: SpecMessage.queryStringError, redirectUrl };
  if (authType !== 'auth' && authType !== 'signin' && authType !== 'join') {
    return { kind: 'error', message: `알 수 없는 로그인 유형입니다 (authType: ${authType}).`, redirectUrl };
  }
  const authToken = query.get('authToken') ?? '';
  // Spec 01 §5: social sign-in without an authToken is code 999.
  if (!authToken) return { kind: 'error', code: ApiCode.DEFAULT_ERROR, message: '소셜 로그인 정보(authToken)가 없습니다.', redirectUrl };
  const channel = query.get('channel');
  if (!isChannel(channel)) return { kind: 'error', message: SpecMessage.queryStringError, redirectUrl };
  return { kind: authType, authToken, channel, redirectUrl };
}
