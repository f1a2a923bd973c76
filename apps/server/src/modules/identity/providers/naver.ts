import { z } from 'zod';
import type { NaverSettings } from '../settings';
import { ProviderError, form, providerCall } from './http';
import type { SocialProvider } from './social';

const tokenAnswer = z.object({ access_token: z.string().min(1).optional(), error: z.string().optional(), error_description: z.string().optional() });

const meAnswer = z.object({
  resultcode: z.string(),
  message: z.string().optional(),
  response: z
    .object({
      id: z.string().min(1),
      email: z.string().nullable().optional(),
      nickname: z.string().nullable().optional(),
      name: z.string().nullable().optional(),
    })
    .optional(),
});

/** Naver Login: nid for authorize/token, openapi for /v1/nid/me. */
export function naverProvider(settings: NaverSettings, serverUrl: (base: string) => string): SocialProvider {
  return {
    channel: 'naver',
    sandbox: settings.sandbox,
    authorizeUrl: (redirectUri, state) =>
      `${settings.authBase}/oauth2.0/authorize?${form({ response_type: 'code', client_id: settings.clientId, redirect_uri: redirectUri, state })}`,
    profileFor: async (code, state) => {
      const token = await providerCall(
        `${serverUrl(settings.authBase)}/oauth2.0/token`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: form({ grant_type: 'authorization_code', client_id: settings.clientId, client_secret: settings.clientSecret, code, state }),
        },
        tokenAnswer,
      );
      if (!token.access_token) throw new ProviderError(token.error_description ?? token.error ?? 'naver token refused');
      const me = await providerCall(`${serverUrl(settings.apiBase)}/v1/nid/me`, { headers: { authorization: `Bearer ${token.access_token}` } }, meAnswer);
      if (me.resultcode !== '00' || !me.response) throw new ProviderError(me.message ?? 'naver profile refused');
      return {
        channel: 'naver',
        providerUserId: me.response.id,
        email: me.response.email ?? null,
        nickName: me.response.nickname ?? me.response.name ?? null,
      };
    },
  };
}
