import { z } from 'zod';
import type { KakaoSettings } from '../settings';
import { ProviderError, form, providerCall } from './http';
import type { SocialProvider } from './social';

const tokenAnswer = z.object({ access_token: z.string().min(1).optional(), error: z.string().optional(), error_description: z.string().optional() });

const meAnswer = z.object({
  id: z.union([z.number(), z.string()]),
  kakao_account: z
    .object({
      email: z.string().nullable().optional(),
      profile: z.object({ nickname: z.string().nullable().optional() }).nullable().optional(),
    })
    .nullable()
    .optional(),
});

/** Kakao Login (REST): kauth for authorize/token, kapi for /v2/user/me. */
export function kakaoProvider(settings: KakaoSettings, serverUrl: (base: string) => string): SocialProvider {
  return {
    channel: 'kakao',
    sandbox: settings.sandbox,
    authorizeUrl: (redirectUri, state) =>
      `${settings.authBase}/oauth/authorize?${form({ client_id: settings.clientId, redirect_uri: redirectUri, response_type: 'code', state })}`,
    profileFor: async (code, _state, redirectUri) => {
      const token = await providerCall(
        `${serverUrl(settings.authBase)}/oauth/token`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: form({ grant_type: 'authorization_code', client_id: settings.clientId, client_secret: settings.clientSecret, redirect_uri: redirectUri, code }),
        },
        tokenAnswer,
      );
      if (!token.access_token) throw new ProviderError(token.error_description ?? token.error ?? 'kakao token refused');
      const me = await providerCall(`${serverUrl(settings.apiBase)}/v2/user/me`, { headers: { authorization: `Bearer ${token.access_token}` } }, meAnswer);
      return {
        channel: 'kakao',
        providerUserId: String(me.id),
        email: me.kakao_account?.email ?? null,
        nickName: me.kakao_account?.profile?.nickname ?? null,
      };
    },
  };
}
