import { createHash } from 'node:crypto';
import { ApiCode } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/errors';
import { visitorOf } from '../identity';

/** Who a sheet or an order belongs to: a member, or a guest known by a hash of their guest id. */
export type OrderOwner = { memberId: number; guestKey?: undefined } | { memberId?: undefined; guestKey: string };

/** Stored instead of the guest id, so the order tables never hold a usable identifier. */
export function guestKeyOf(guestId: string): string {
  return createHash('sha256').update(`order-guest:${guestId}`).digest('base64url');
}

/** The visitor as an owner, or undefined for a visitor with neither a session nor a live guest id. */
export async function ownerOf(request: FastifyRequest): Promise<OrderOwner | undefined> {
  const visitor = await visitorOf(request);
  if (visitor.memberId !== undefined) return { memberId: visitor.memberId };
  if (visitor.guestId !== undefined) return { guestKey: guestKeyOf(visitor.guestId) };
  return undefined;
}

/**
 * Ordering needs an owner that the next calls can recognise. The cart lets a visitor with
 * no guest id keep a cart through its own signed cookie, but a sheet and an order must be
 * read back, paid and looked at by the same visitor, and the web shell gives every browser a
 * guest id on its first visit; so a visitor without one is refused, as member-only calls
 * refuse a visitor without a token.
 */
export async function requireOwner(request: FastifyRequest): Promise<OrderOwner> {
  const owner = await ownerOf(request);
  if (!owner) throw new ApiError(ApiCode.NO_ACCESS_TOKEN, '로그인하거나 비회원으로 주문해 주세요. 페이지를 새로고침한 뒤 다시 시도해 주세요.', 403);
  return owner;
}

/** Whether a row's owner columns name this owner. */
export function owns(owner: OrderOwner | undefined, row: { member_id: number | null; guest_key: string | null }): boolean {
  if (!owner) return false;
  if (owner.memberId !== undefined) return row.member_id === owner.memberId;
  return row.guest_key !== null && row.guest_key === owner.guestKey;
}
