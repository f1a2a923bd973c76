import { ApiCode, type OrderView } from '@maru/domain';
import type { Kysely } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { guestPasswordMatches } from './guest-password';
import { orderViewOf } from './order-view';
import { findOrderByNo, orderLines } from './queries/orders';

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * POST /order/v1/private/check: a guest reads their order with its number, the orderer's
 * phone (compared as digits, so 010-1234-5678 = 01012345678) and the order password. Any
 * mismatch gets one answer that names no field, and the password check runs whatever
 * else failed, so neither the answer nor its time tells which part was wrong.
 */
export async function lookUpGuestOrder(db: Kysely<Database>, body: { orderNo: string; phone: string; password: string }): Promise<OrderView> {
  const found = await findOrderByNo(db, body.orderNo);
  const order = found && found.guest_key !== null ? found : undefined;
  const passwordMatches = await guestPasswordMatches(order?.guest_password_hash ?? null, body.password);
  if (!order || !passwordMatches || digits(order.orderer_phone) !== digits(body.phone)) {
    throw new ApiError(ApiCode.GUEST_ORDER_NOT_MATCHED, '입력한 주문 정보와 일치하는 주문이 없습니다. 주문번호, 휴대폰 번호, 비밀번호를 확인해 주세요.');
  }
  return orderViewOf(order, await orderLines(db, order.order_id));
}
