import { ApiCode } from '@maru/domain';
import { isApiError } from '@/shared/api';
import { paths } from '@/shared/routing';
import { checkAccountStatus, signInWithSocial, type SocialChannel } from './auth-api';
import type { AuthCallbackDecision } from './auth-callback';
import { saveJoinDraft } from './join-draft';
import { noConsents } from './join-form';
import { afterSignIn } from './sign-in-flow';

/** Where the social return continues, and with what. */
export type SocialReturnResult = { to: string; state?: unknown; notice?: string } | { error: string; showLogin?: boolean };

/** Kept for the page that asked for an 'auth' round trip (spec 01 §4: data only, no sign-in). */
const SOCIAL_AUTH_KEY = 'tmsSocialAuth';

export function takeSocialAuthData(storage: Storage = sessionStorage): { channel: SocialChannel; authToken: string } | undefined {
  const stored = storage.getItem(SOCIAL_AUTH_KEY);
  storage.removeItem(SOCIAL_AUTH_KEY);
  try {
    return stored ? (JSON.parse(stored) as { channel: SocialChannel; authToken: string }) : undefined;
  } catch {
    return undefined;
  }
}

function startSocialJoin(redirectUrl: string, account: { socialToken: string; email: string | null; nickName: string | null }, notice?: string) {
  saveJoinDraft({ consents: noConsents, socialToken: account.socialToken, email: account.email ?? undefined, nickName: account.nickName ?? undefined });
  return { to: paths.join(redirectUrl === paths.home() ? undefined : redirectUrl), state: { social: true }, notice };
}

/** A provider account's e-mail that already belongs to a Maru account must not start a second one. */
async function emailIsFree(email: string | null): Promise<boolean> {
  if (!email) return true;
  try {
    await checkAccountStatus(email);
    return false;
  } catch (error) {
    if (isApiError(error) && error.code === ApiCode.USER_NOT_EXIST) return true;
    throw error;
  }
}

export async function followSocialReturn(decision: Exclude<AuthCallbackDecision, { kind: 'error' }>): Promise<SocialReturnResult> {
  const { kind, authToken, channel, redirectUrl } = decision;
  if (kind === 'auth') {
    sessionStorage.setItem(SOCIAL_AUTH_KEY, JSON.stringify({ channel, authToken }));
    return { to: redirectUrl };
  }
  const result = await signInWithSocial(authToken, channel).catch((error: unknown) => {
    // A dormant account's provider sign-in gave the release's grant: the login page verifies the person.
    if (isApiError(error) && error.code === ApiCode.ACCOUNT_DORMANT) return { kind: 'dormant' as const };
    throw error;
  });
  if (result.kind === 'dormant') return { to: paths.login(redirectUrl === paths.home() ? undefined : redirectUrl), state: { dormant: true } };
  if (result.kind === 'signed-in') {
    await afterSignIn();
    return { to: redirectUrl };
  }
  if (kind === 'signin') return startSocialJoin(redirectUrl, result, '가입되지 않은 계정입니다. 회원가입 후 이용해 주세요.');
  if (!(await emailIsFree(result.email))) {
    return { error: `${result.email ?? ''} 이메일로 이미 가입된 계정이 있습니다. 이메일로 로그인해 주세요.`, showLogin: true };
  }
  return startSocialJoin(redirectUrl, result);
}
