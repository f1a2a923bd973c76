import { CookieMaxAgeSeconds, describeUserAgent } from '@maru/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordSignIn } from './queries/activity';
import { insertSession } from './queries/sessions';
import { randomToken, sha256 } from './secrets';
import { type SessionTokens, setSessionCookies } from './session-cookies';
import type { SignInMethod } from './tables';

/** What the client says about its device; blanks are filled from the User-Agent. */
export interface DeviceFields {
  deviceType?: string;
  deviceOs?: string;
  browser?: string;
  browserVer?: string;
  browserAgent?: string;
  osVersion?: string;
  deviceId?: string;
  pushToken?: string;
}

export const SESSION_LIFETIME_MS = CookieMaxAgeSeconds.accessToken * 1000;

/** Opens a session for the member: new random tokens, stored only as hashes, set as cookies. */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number,
  autoLogin: boolean,
  device: DeviceFields = {},
  method: SignInMethod = 'PASSWORD',
): Promise<SessionTokens> {
  const tokens = { accessToken: randomToken(), refreshToken: randomToken() };
  const agent = device.browserAgent || request.headers['user-agent'] || '';
  const seen = describeUserAgent(agent);
  const now = request.server.clock.now();
  await insertSession(request.server.db, {
    member_id: memberId,
    access_hash: sha256(tokens.accessToken),
    refresh_hash: sha256(tokens.refreshToken),
    auto_login: autoLogin,
    device_type: device.deviceType || seen.deviceType,
    device_os: device.deviceOs || seen.deviceOs,
    os_version: device.osVersion || seen.osVersion,
    browser: device.browser || seen.browser,
    browser_ver: device.browserVer || seen.browserVer,
    browser_agent: agent.slice(0, 512),
    device_id: device.deviceId ?? '',
    push_token: device.pushToken ?? '',
    ip: request.ip,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  await recordSignIn(request.server.db, { memberId, method, ip: request.ip, userAgent: agent.slice(0, 512), now });
  setSessionCookies(request, reply, tokens, autoLogin);
  return tokens;
}
