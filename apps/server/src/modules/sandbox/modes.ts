type Env = Readonly<Record<string, string | undefined>>;

export type SandboxProvider = 'kakao' | 'naver' | 'portone';

/** The keys that switch each provider from its sandbox to the real one (Kakao's client secret is optional at Kakao). */
export const sandboxProviderKeys: Readonly<Record<SandboxProvider, readonly string[]>> = {
  kakao: ['KAKAO_CLIENT_ID'],
  naver: ['NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET'],
  portone: ['PORTONE_IMP_KEY', 'PORTONE_IMP_SECRET'],
};

/**
 * A provider runs against its sandbox exactly when one of its keys is absent; with keys set
 * the real provider is used and its sandbox routes answer 404. The start rule for servers
 * facing the network (src/sandbox-exposure.ts) reads the same keys.
 */
export function sandboxModes(env: Env): Record<SandboxProvider, boolean> {
  const keyless = (provider: SandboxProvider) => sandboxProviderKeys[provider].some((key) => !env[key]);
  return { kakao: keyless('kakao'), naver: keyless('naver'), portone: keyless('portone') };
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
