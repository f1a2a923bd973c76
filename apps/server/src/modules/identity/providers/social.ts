import type { SocialChannel } from '../tables';

/** What the shop keeps from a provider's profile. */
export interface SocialProfile {
  channel: SocialChannel;
  providerUserId: string;
  email: string | null;
  nickName: string | null;
}

/** One OAuth 2.0 authorization-code provider, as its own documentation describes it. */
export interface SocialProvider {
  channel: SocialChannel;
  sandbox: boolean;
  /** Where the browser goes to sign in (relative for the sandbox). */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges the code for an access token and reads the profile, server to server. */
  profileFor(code: string, state: string, redirectUri: string): Promise<SocialProfile>;
}
