import { ApiCode, CookieName } from '@maru/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { visitorOf, type Visitor } from '../identity';
import { clearGuestCartCookie, guestKeyOf, readGuestCartId, setGuestCartCookie } from './guest-cookie';
import { createGuestCart, ensureMemberCart, findGuestCartId, findMemberCartId } from './queries/carts';

export const cartNotYours = () => new ApiError(ApiCode.CART_NOT_YOURS, '장바구니 정보를 확인할 수 없습니다. 새로고침 후 다시 시도해 주세요.');

/**
 * A tcn cookie that does not carry this server's signature was edited or forged. It is
 * refused (nothing is read or changed) and cleared, so a genuine visitor whose cookie went
 * stale starts a fresh cart on the next call instead of being stuck.
 */
function refuseForgedCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[CookieName.guestCart] !== undefined && readGuestCartId(request) === undefined) {
    clearGuestCartCookie(request, reply);
    throw cartNotYours();
  }
}

/** The visitor's existing cart, or undefined when they have none yet. Members always use the member cart. */
export async function existingCartOf(request: FastifyRequest, reply: FastifyReply): Promise<number | undefined> {
  const visitor = await visitorOf(request);
  if (visitor.memberId !== undefined) return findMemberCartId(request.server.db, visitor.memberId);
  refuseForgedCookie(request, reply);
  const cartId = readGuestCartId(request);
  return cartId === undefined ? undefined : findGuestCartId(request.server.db, cartId);
}

/**
 * The visitor's cart, created on the first add; a new guest cart gets its tcn cookie.
 * The visitor is looked up by the caller BEFORE the transaction: that look-up takes its own
 * pool connection, and taking one while already holding the transaction's could starve the
 * pool when many adds arrive at once.
 */
export async function cartForWriting(trx: Transaction<Database>, visitor: Visitor, request: FastifyRequest, reply: FastifyReply): Promise<number> {
  if (visitor.memberId !== undefined) return ensureMemberCart(trx, visitor.memberId);
  refuseForgedCookie(request, reply);
  const fromCookie = readGuestCartId(request);
  const existing = fromCookie === undefined ? undefined : await findGuestCartId(trx, fromCookie);
  if (existing !== undefined) return existing;
  const cartId = await createGuestCart(trx, visitor.guestId === undefined ? undefined : guestKeyOf(visitor.guestId));
  setGuestCartCookie(request, reply, cartId);
  return cartId;
}
