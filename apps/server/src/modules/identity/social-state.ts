import { internalPath } from '@maru/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../plugins/cookies';
import { randomToken, sameText } from './secrets';
import { readState, signState } from './signed-state';
import type { SocialChannel } from './tables';

export type AuthType = 'auth' | 'signin' | 'join';

export interface SocialState {
  channel: SocialChannel;
  authType: AuthType;
  redirectUrl: string;
  redirectUri: string;
}

const STATE_LIFETIME_SECONDS = 10 * 60;
/** Ties the state to the browser that started the sign-in (login-CSRF protection). */
const STATE_NONCE_COOKIE = 'tmo';

export function issueState(request: FastifyRequest, reply: FastifyReply, state: SocialState): string {
  const nonce = randomToken();
  reply.setCookie(STATE_NONCE_COOKIE, nonce, { ...cookieOptions(request), maxAge: STATE_LIFETIME_SECONDS });
  return signState(request.server.config.secret, { ...state, nonce }, STATE_LIFETIME_SECONDS);
}

/** The state back from the provider if it is ours, fresh, for this channel and this browser. */
export function acceptState(request: FastifyRequest, reply: FastifyReply, channel: SocialChannel, state: string): SocialState | undefined {
  const payload = readState(request.server.config.secret, state);
  const nonce = request.cookies[STATE_NONCE_COOKIE];
  reply.clearCookie(STATE_NONCE_COOKIE, cookieOptions(request));
  if (!payload || !nonce || typeof payload.nonce !== 'string' || !sameText(payload.nonce, nonce)) return undefined;
  const { authType, redirectUri } = payload;
  // Signed by this server, but checked again as any redirect target is (@maru/domain internalPath).
  const redirectUrl = typeof payload.redirectUrl === 'string' ? internalPath(payload.redirectUrl) : undefined;
  if (payload.channel !== channel || redirectUrl === undefined || typeof redirectUri !== 'string') return undefined;
  if (authType !== 'auth' && authType !== 'signin' && authType !== 'join') return undefined;
  return { channel, authType, redirectUrl, redirectUri };
}
