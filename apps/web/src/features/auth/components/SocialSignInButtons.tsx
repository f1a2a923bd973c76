import type { SocialChannel } from '../auth-api';
import styles from './forms.module.css';

export type SocialAuthType = 'signin' | 'join' | 'auth';

/** The server starts the provider's sign-in, so this is a full-page navigation, not a fetch. */
export function socialAuthorizeUrl(channel: SocialChannel, redirectUrl: string, authType: SocialAuthType): string {
  return `/api/oauth/v1/${channel}/authorize?${new URLSearchParams({ redirectUrl, authType })}`;
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
