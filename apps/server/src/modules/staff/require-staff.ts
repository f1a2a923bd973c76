import { ApiCode, isStaffRight, rightsAllow, rightsAllowAny, staffSessionNeedsTouch, type StaffRight } from '@maru/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/errors';
import { findLiveSession, touchSession } from './queries/sessions';
import { clearStaffCookie, readStaffToken, tokenHash } from './staff-cookie';

/** The signed-in staff member of a request that passed `requireStaff`. */
export interface StaffContext {
  staffId: number;
  sessionId: number;
  email: string;
  name: string;
  /** The role's key: a built-in one or one an admin made. */
  role: string;
  roleName: string;
  /** The role's rights, read with the session (one query). */
  rights: readonly StaffRight[];
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffContext;
  }
}

const notSignedIn = () => new ApiError(ApiCode.STAFF_NOT_SIGNED_IN, '직원 로그인이 필요합니다.', 403);
const sessionEnded = () => new ApiError(ApiCode.STAFF_SESSION_EXPIRED, '로그인 시간이 지났습니다. 다시 로그인해 주세요.', 403);
export const roleRefused = () => new ApiError(ApiCode.STAFF_ROLE_REFUSED, '이 작업을 할 권한이 없습니다.', 403);

type StaffCheck = { status: 'none' } | { status: 'ended' } | { status: 'live'; staff: StaffContext };

/**
 * The staff member the console cookie names, read once per request. Only `maru_staff`
 * counts: a shopper's session cookies or headers are never looked at. A cookie that opens
 * no live session (forged, signed out, past its limits, its staff member deactivated) is
 * cleared, so the browser stops sending it.
 */
export async function checkStaff(request: FastifyRequest, reply: FastifyReply): Promise<StaffCheck> {
  if (request.staff) return { status: 'live', staff: request.staff };
  const token = readStaffToken(request);
  if (!token) return { status: 'none' };
  const now = request.server.clock.now();
  const session = await findLiveSession(request.server.db, tokenHash(token), now);
  if (!session) {
    clearStaffCookie(request, reply);
    return { status: 'ended' };
  }
  if (staffSessionNeedsTouch(session, now)) await touchSession(request.server.db, session.sessionId, now);
  const { sessionId, staffId, email, name, role, roleName } = session;
  request.staff = { sessionId, staffId, email, name, role, roleName, rights: session.rights.filter(isStaffRight) };
  return { status: 'live', staff: request.staff };
}

async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<StaffContext> {
  const check = await checkStaff(request, reply);
  if (check.status === 'none') throw notSignedIn();
  if (check.status === 'ended') throw sessionEnded();
  return check.staff;
}

/**
 * Fastify hook for console routes: 403 with 6001 without the staff cookie, 6002 for a
 * cookie that opens no live session. Sets `request.staff`. With role keys it also refuses
 * (6003) other roles; guard by right instead (`requireRight`), since roles are now edited
 * and a role list would miss the roles an admin makes. Without arguments: any staff member.
 */
export function requireStaff(...roles: string[]) {
  return async function requireStaffHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const staff = await authenticate(request, reply);
    if (roles.length > 0 && !roles.includes(staff.role)) throw roleRefused();
  };
}

/** The rights a staff member holds: their role's, as stored when the request's session was read. */
export function rightsOf(staff: StaffContext): readonly StaffRight[] {
  return staff.rights;
}

/**
 * Like `requireStaff`, by right: 6003 unless the staff member holds every right named
 * (`preHandler: requireRight('members', 'members.personal')` for a reveal).
 */
export function requireRight(...rights: StaffRight[]) {
  return async function requireRightHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const staff = await authenticate(request, reply);
    if (!rightsAllow(rightsOf(staff), rights)) throw roleRefused();
  };
}

/** 6003 unless the staff member holds at least one of `rights` (a section several menus use). */
export function requireAnyRight(...rights: StaffRight[]) {
  return async function requireAnyRightHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const staff = await authenticate(request, reply);
    if (!rightsAllowAny(rightsOf(staff), rights)) throw roleRefused();
  };
}

/** The staff member after `requireStaff`; a route without the hook is a programming error. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new Error('staffOf used on a route without requireStaff');
  return request.staff;
}
