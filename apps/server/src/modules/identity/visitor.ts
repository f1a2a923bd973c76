import { ApiCode } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/errors';
import { guestIsLive } from './queries/guests';
import { findLiveSession } from './queries/sessions';
import { sha256 } from './secrets';
import { readGuestId, readTokens } from './session-cookies';

/** The signed-in member of a request that passed `requireMember`. */
export interface MemberContext {
  memberId: number;
  sessionId: number;
}

/** Who is asking: a member (from the session tokens), else a guest (from tma_id / _tma_id), else nobody. */
export interface Visitor {
  memberId?: number;
  guestId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberContext;
  }
}

type SessionCheck = { status: 'none' } | { status: 'invalid' } | { status: 'valid'; member: MemberContext; autoLogin: boolean };

/**
 * 'none' without an access token; 'invalid' when it matches no live session or the
 * refresh token sent with it belongs to another session ("token not equal").
 */
export async function checkSession(request: FastifyRequest): Promise<SessionCheck> {
  const { accessToken, refreshToken } = readTokens(request);
  if (!accessToken) return { status: 'none' };
  const session = await findLiveSession(request.server.db, sha256(accessToken), request.server.clock.now());
  if (!session || (refreshToken && session.refreshHash !== sha256(refreshToken))) return { status: 'invalid' };
  return { status: 'valid', member: { memberId: session.memberId, sessionId: session.sessionId }, autoLogin: session.autoLogin };
}

/**
 * Fastify preHandler for member-only routes: 403 with 1002 without a token, 1003 for a
 * token that matches no live session. Sets `request.member`.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const check = await checkSession(request);
  if (check.status === 'none') throw new ApiError(ApiCode.NO_ACCESS_TOKEN, '로그인이 필요합니다.', 403);
  if (check.status === 'invalid') throw new ApiError(ApiCode.TOKEN_NOT_EQUAL, '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.', 403);
  request.member = check.member;
}

/** The member after `requireMember`; a route without the preHandler is a programming error. */
export function memberOf(request: FastifyRequest): MemberContext {
  if (!request.member) throw new Error('memberOf used on a route without requireMember');
  return request.member;
}

/** For routes open to both members and guests (cart, likes, restock alerts). */
export async function visitorOf(request: FastifyRequest): Promise<Visitor> {
  if (request.member) return { memberId: request.member.memberId };
  const check = await checkSession(request);
  if (check.status === 'valid') return { memberId: check.member.memberId };
  const guestId = readGuestId(request);
  if (guestId && guestId.length <= 100 && (await guestIsLive(request.server.db, sha256(guestId), request.server.clock.now()))) return { guestId };
  return {};
}

/** The signed-in member's id, else undefined: for open routes that only mark what a member did (likes, alerts). */
export async function memberIdOf(request: FastifyRequest): Promise<number | undefined> {
  if (request.member) return request.member.memberId;
  const check = await checkSession(request);
  return check.status === 'valid' ? check.member.memberId : undefined;
}

/**
 * A key telling visitors apart where they are only counted (popular keywords): the member
 * when signed in, else the guest id as sent, else the address. The guest id is not looked
 * up: a count needs no proof, and a script could as well ask for new guest ids.
 */
export function visitorKeyOf(request: FastifyRequest, memberId: number | undefined): string {
  if (memberId !== undefined) return `m:${memberId}`;
  const guestId = readGuestId(request);
  return guestId && guestId.length <= 100 ? `g:${guestId}` : `ip:${request.ip}`;
}
