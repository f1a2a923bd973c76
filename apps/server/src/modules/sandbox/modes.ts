type Env = Readonly<Record<string, string | undefined>>;

export type SandboxProvider = 'kakao' | 'naver' | 'portone';

/**
 * A provider runs against its sandbox exactly when its keys are absent; with keys set
 * the real provider is used and its sandbox routes answer 404.
 */
export function sandboxModes(env: Env): Record<SandboxProvider, boolean> {
  return {
    kakao: !env.KAKAO_CLIENT_ID,
    naver: !env.NAVER_CLIENT_ID || !env.NAVER_CLIENT_SECRET,
    portone: !env.PORTONE_IMP_KEY || !env.PORTONE_IMP_SECRET,
  };
}

/** The fixed test credentials the sandboxes accept; they are not secrets. */
export const sandboxCredentials = {
  kakao: { clientId: 'sandbox-kakao-client', clientSecret: 'sandbox-kakao-secret' },
  naver: { clientId: 'sandbox-naver-client', clientSecret: 'sandbox-naver-secret' },
  portone: { impKey: 'sandbox-imp-key', impSecret: 'sandbox-imp-secret', impCode: 'imp_sandbox' },
} as const;

/** Where each sandbox lives on this server. */
export const sandboxBase: Record<SandboxProvider, string> = {
  kakao: '/sandbox/kakao',
  naver: '/sandbox/naver',
  portone: '/sandbox/portone',
};
