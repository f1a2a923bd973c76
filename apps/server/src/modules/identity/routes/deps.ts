import type { LoginLimiter } from '../login-limiter';
import type { SocialProvider } from '../providers/social';
import type { IdentitySettings } from '../settings';
import type { SocialChannel } from '../tables';

/** What the identity routes share, built once per app. */
export interface IdentityDeps {
  settings: IdentitySettings;
  limiter: LoginLimiter;
  providers: Record<SocialChannel, SocialProvider>;
  /** Resolves a sandbox base to this server's own address at call time. */
  serverUrl: (base: string) => string;
}
