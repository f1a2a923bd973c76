import type { AppConfig } from '../../config';
import { sandboxBase, sandboxCredentials, sandboxModes } from '../sandbox';

/** Base URLs starting with '/' are this server's own sandboxes, resolved at call time. */
export interface KakaoSettings {
  sandbox: boolean;
  clientId: string;
  clientSecret: string | undefined;
  authBase: string;
  apiBase: string;
}

export interface NaverSettings {
  sandbox: boolean;
  clientId: string;
  clientSecret: string;
  authBase: string;
  apiBase: string;
}

export interface PortoneSettings {
  sandbox: boolean;
  impKey: string;
  impSecret: string;
  impCode: string;
  apiBase: string;
}

export interface IdentitySettings {
  kakao: KakaoSettings;
  naver: NaverSettings;
  portone: PortoneSettings;
  /** The public browser key for client widgets (postcode, map); '' means deliberately unset. */
  clientApiKey: string;
  /** The origin providers redirect back to; the request's own origin when unset. */
  publicOrigin: string | undefined;
}

/** Shown to client widgets when no key is configured: a public, non-secret demo key. */
export const DEFAULT_CLIENT_API_KEY = 'maru-public-client-key';

export function identitySettings(config: AppConfig): IdentitySettings {
  const env = config.env;
  const modes = sandboxModes(env);
  return {
    kakao: modes.kakao
      ? { sandbox: true, ...sandboxCredentials.kakao, authBase: sandboxBase.kakao, apiBase: sandboxBase.kakao }
      : {
          sandbox: false,
          clientId: env.KAKAO_CLIENT_ID ?? '',
          clientSecret: env.KAKAO_CLIENT_SECRET || undefined,
          authBase: env.KAKAO_AUTH_URL ?? 'https://kauth.kakao.com',
          apiBase: env.KAKAO_API_URL ?? 'https://kapi.kakao.com',
        },
    naver: modes.naver
      ? { sandbox: true, ...sandboxCredentials.naver, authBase: sandboxBase.naver, apiBase: sandboxBase.naver }
      : {
          sandbox: false,
          clientId: env.NAVER_CLIENT_ID ?? '',
          clientSecret: env.NAVER_CLIENT_SECRET ?? '',
          authBase: env.NAVER_AUTH_URL ?? 'https://nid.naver.com',
          apiBase: env.NAVER_API_URL ?? 'https://openapi.naver.com',
        },
    portone: modes.portone
      ? { sandbox: true, ...sandboxCredentials.portone, apiBase: sandboxBase.portone }
      : {
          sandbox: false,
          impKey: env.PORTONE_IMP_KEY ?? '',
          impSecret: env.PORTONE_IMP_SECRET ?? '',
          impCode: env.PORTONE_IMP_CODE ?? '',
          apiBase: env.PORTONE_API_URL ?? 'https://api.iamport.kr',
        },
    clientApiKey: env.MARU_CLIENT_API_KEY ?? DEFAULT_CLIENT_API_KEY,
    publicOrigin: env.MARU_PUBLIC_URL || undefined,
  };
}

/** A sandbox base ('/sandbox/…') becomes this server's own address for server-to-server calls. */
export { serverSideUrl } from '../../core/http/self-url';
