import { formStyles as styles } from '@/shared/form';
import type { SocialChannel } from '../auth-api';

export type SocialAuthType = 'signin' | 'join' | 'auth';

/**
 * The server starts the provider's sign-in, so this is a full-page navigation, not a fetch.
 * Spec 01 §2: a login URL with callbackUrl and redirectUrl, where redirectUrl gets authType.
 */
export function socialAuthorizeUrl(channel: SocialChannel, redirectUrl: string, authType: SocialAuthType, origin = window.location.origin): string {
  const redirect = new URL(redirectUrl, origin);
  redirect.searchParams.set('authType', authType);
  const query = new URLSearchParams({ callbackUrl: `${origin}/auth/callback`, redirectUrl: redirect.pathname + redirect.search + redirect.hash });
  return `/api/oauth/v1/${channel}/authorize?${query}`;
}

interface SocialSignInButtonsProps {
  redirectUrl: string;
  authType: SocialAuthType;
  verb: string;
}

export function SocialSignInButtons({ redirectUrl, authType, verb }: SocialSignInButtonsProps) {
  const go = (channel: SocialChannel) => window.location.assign(socialAuthorizeUrl(channel, redirectUrl, authType));
  return (
    <div className={styles.social}>
      <button type="button" className={styles.kakao} onClick={() => go('kakao')}>
        카카오로 {verb}
      </button>
      <button type="button" className={styles.naver} onClick={() => go('naver')}>
        네이버로 {verb}
      </button>
    </div>
  );
}
