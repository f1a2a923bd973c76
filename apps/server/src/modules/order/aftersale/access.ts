import type { FastifyReply, FastifyRequest } from 'fastify';
import { readState, signState } from '../../identity';
import { cookieOptions } from '../../../plugins/cookies';
import { ownerOf, owns } from '../owner';
import type { OrderRow } from '../queries/orders';

/**
 * A guest who looked their order up (number, phone and order password) may then act on it
 * for half an hour from that browser: cancel, return, confirm. The grant is a signed,
 * expiring cookie naming the order, HttpOnly and sent only to the order API.
 */
export const GUEST_GRANT_COOKIE = 'tmo';
const GRANT_SECONDS = 30 * 60;
const GRANT_PATH = '/api/order';

export function grantGuestOrder(request: FastifyRequest, reply: FastifyReply, orderNo: string): void {
  const grant = signState(request.server.config.secret, { kind: 'guest-order', orderNo }, GRANT_SECONDS);
  reply.setCookie(GUEST_GRANT_COOKIE, grant, { ...cookieOptions(request), path: GRANT_PATH, maxAge: GRANT_SECONDS });
}

function grantedOrderNo(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[GUEST_GRANT_COOKIE];
  if (!cookie || cookie.length > 1_000) return undefined;
  const grant = readState(request.server.config.secret, cookie);
  return grant?.kind === 'guest-order' && typeof grant.orderNo === 'string' ? grant.orderNo : undefined;
}

/**
 * Whether the visitor may see and act on this order: the member who placed it, the guest
 * browser that placed it, or a guest holding a grant for it from the order lookup.
 */
export async function mayActOn(request: FastifyRequest, order: OrderRow): Promise<boolean> {
  if (owns(await ownerOf(request), order)) return true;
  return order.member_id === null && grantedOrderNo(request) === order.order_no;
}
