import { ApiCode, PAYMENT_HOLD_MS, sellingPrice, takesCashReceipt, type PlacedOrderView, type PlaceOrderRequest } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { type CheckoutBenefits, commitOrderBenefits, priceOrderBenefits } from '../benefit';
import { SAMPLE_FEE_PER_ORDER } from '../cart';
import { currentOptions } from '../catalogue';
import type { OrderDeps } from './deps';
import { scheduleExpiry } from './order-jobs';
import { hashGuestPassword } from './guest-password';
import type { OrderOwner } from './owner';
import { payWindow } from './pay-window';
import { repriceLines, samePrices } from './pricing';
import { insertOrder, lockOrder, nextOrderNo, updateOrder } from './queries/orders';
import { claimSheet, findSheet, type SheetRow } from './queries/sheets';
import { returnStock, takeStock } from './queries/stock';
import { openSheetOf, sheetExpired, sheetUsed } from './sheets';
import type { SheetLine, ShopOrderLineTable, ShopOrderTable } from './tables';

const badRequest = (message: string) => new ApiError(ApiCode.REQUIRED_PARAMETER, message, 400);

/** Consents and fields that depend on who orders and how they pay; the schema has checked the rest. */
function checkRequest(owner: OrderOwner, body: PlaceOrderRequest): void {
  const guest = owner.guestKey !== undefined;
  if (guest) {
    const { guestTerms, guestPrivacy, guestOrder } = body.consents;
    if (guestTerms !== true || guestPrivacy !== true || guestOrder !== true) {
      throw new ApiError(ApiCode.CONSENT_REQUIRED, '비회원 주문 약관, 개인정보 수집·이용, 비회원 주문 내용 확인에 모두 동의해 주세요.');
    }
    if (body.guestPassword === undefined) throw badRequest('주문 조회에 쓸 비밀번호(6~20자, 같은 문자만 반복하지 않게)를 입력해 주세요.');
  } else if (body.guestPassword !== undefined) {
    throw badRequest('회원 주문에는 주문 비밀번호가 필요하지 않습니다.');
  }
  if (body.cashReceipt && !takesCashReceipt(body.payMethod)) throw badRequest('현금영수증은 실시간 계좌이체와 가상계좌 결제에만 신청할 수 있습니다.');
}

const outOfStock = (line: SheetLine) => new ApiError(ApiCode.OUT_OF_STOCK, `주문하는 사이에 재고가 부족해졌습니다: ${line.productName} (${line.optionName})`);

interface Placement {
  sheet: SheetRow;
  owner: OrderOwner;
  body: PlaceOrderRequest;
  lines: SheetLine[];
  passwordHash: string | null;
  now: Date;
}

/** One transaction: the sheet is used, the order written, the stock taken and the expiry job queued, or none of it. */
async function writeOrder(trx: Transaction<Database>, deps: OrderDeps, placement: Placement) {
  const { sheet, owner, body, lines, now } = placement;
  if (!(await claimSheet(trx, sheet.sheet_no, now))) {
    const again = await findSheet(trx, sheet.sheet_no);
    throw again?.used_at ? sheetUsed() : sheetExpired();
  }
  // The member's coupons and points, checked again now (and the points' ledger locked until commit).
  const { productCouponId, shippingCouponId, usePoints } = body;
  const benefits = await priceOrderBenefits(trx, owner.memberId, { orderType: sheet.order_type, lines, zonecode: body.receiver.zonecode, sampleFee: SAMPLE_FEE_PER_ORDER }, { productCouponId, shippingCouponId, usePoints }, now);
  const pricing = benefits.pricing;
  const orderNo = await nextOrderNo(trx, now);
  const merchantUid = `maru_${orderNo}`;
  const holdUntil = new Date(now.getTime() + PAYMENT_HOLD_MS);
  const product = sheet.order_type === 'PRODUCT';
  const { amounts } = pricing;
  const orderId = await insertOrder(trx, orderRowOf(placement, { orderNo, merchantUid, holdUntil, product, pricing }), orderLineRowsOf(lines));
  await commitOrderBenefits(trx, orderId, owner.memberId, benefits, now);
  if (product) {
    const short = await takeStock(trx, lines, { orderNo });
    if (short) throw outOfStock(lines.find((line) => line.itemGroupSeq === short.itemGroupSeq)!);
  }
  await scheduleExpiry(deps.jobs, { orderNo, holdUntil }, trx);
  return { orderId, orderNo, merchantUid, amount: amounts.payAmount };
}

/** What writeOrder settled before the order is written: its number, its payment's id, how long stock is held, its amounts. */
interface OrderFacts {
  orderNo: string;
  merchantUid: string;
  holdUntil: Date;
  product: boolean;
  pricing: CheckoutBenefits['pricing'];
}

/** The order's row: who orders, who receives, how it is paid, its amounts and its stock hold. */
function orderRowOf(placement: Placement, facts: OrderFacts): Insertable<ShopOrderTable> {
  const { sheet, owner, body, passwordHash, now } = placement;
  const { orderNo, merchantUid, holdUntil, product, pricing } = facts;
  const { amounts } = pricing;
  return {
    order_no: orderNo,
    merchant_uid: merchantUid,
    sheet_no: sheet.sheet_no,
    order_type: sheet.order_type,
    status: 'PAYMENT_PENDING',
    member_id: owner.memberId ?? null,
    guest_key: owner.guestKey ?? null,
    guest_password_hash: passwordHash,
    cart_id: sheet.cart_id,
    orderer_name: body.orderer.name,
    orderer_phone: body.orderer.phone,
    orderer_email: body.orderer.email ?? null,
    receiver_name: body.receiver.name,
    receiver_phone: body.receiver.phone,
    receiver_zonecode: body.receiver.zonecode,
    receiver_address: body.receiver.address,
    receiver_address_detail: body.receiver.addressDetail,
    receiver_memo: body.receiver.memo || null,
    pay_method: body.payMethod,
    cash_receipt_type: body.cashReceipt?.type ?? null,
    cash_receipt_number: body.cashReceipt?.number ?? null,
    product_amount: amounts.productAmount,
    discount_amount: amounts.discountAmount,
    delivery_fee: amounts.deliveryFee,
    arrival_delivery_fee: amounts.arrivalDeliveryFee,
    remote_area_fee: amounts.remoteAreaFee,
    sample_fee: amounts.sampleFee,
    vat_amount: amounts.vatAmount,
    coupon_discount: amounts.couponDiscount ?? 0,
    shipping_coupon_discount: amounts.shippingCouponDiscount ?? 0,
    points_used: amounts.pointsUsed ?? 0,
    pay_amount: amounts.payAmount,
    delivery_groups: JSON.stringify(pricing.deliveryGroups),
    // Samples come from the sample stock, kept apart from the sale stock: nothing is taken.
    stock_held: product,
    hold_until: holdUntil,
    // From the server's clock, like every rule that reads it (다시 결제's day, the lists' periods).
    created_at: now,
    updated_at: now,
  };
}

/** The order's lines as the sheet priced them, numbered from 1. */
function orderLineRowsOf(lines: SheetLine[]): Omit<Insertable<ShopOrderLineTable>, 'order_id'>[] {
  return lines.map((line, index) => ({
    line_no: index + 1,
    cart_line_id: line.cartSeq,
    product_no: line.productNo,
    item_group_seq: line.itemGroupSeq,
    product_name: line.productName,
    brand_name: line.brandName,
    option_name: line.optionName,
    qty: line.qty,
    price: line.price,
    price_discount: line.priceDiscount,
    selling_price: sellingPrice(line),
    vat_rate: line.vatRate,
    delivery: JSON.stringify(line.delivery),
  }));
}

/** The provider could not take the amount: the order fails and its stock returns at once. */
async function failUnprepared(deps: OrderDeps, orderId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (order.status !== 'PAYMENT_PENDING') return;
    await updateOrder(trx, orderId, { status: 'FAILED', failure_reason: '결제 서비스에 연결하지 못해 주문이 접수되지 않았습니다.' }, deps.clock.now());
    await returnStock(trx, orderId);
  });
}

/**
 * POST /order/v1: the sheet becomes an order priced again from today's catalogue. The
 * client never sends an amount; a price that moved since the shopper's last look refuses
 * the order with nothing written.
 */
export async function placeOrder(deps: OrderDeps, request: FastifyRequest, owner: OrderOwner, body: PlaceOrderRequest): Promise<PlacedOrderView> {
  const now = deps.clock.now();
  const sheet = await openSheetOf(deps.db, owner, body.sheetNo, now);
  checkRequest(owner, body);
  const lines = repriceLines(sheet.lines, sheet.order_type, await currentOptions(deps.db, sheet.lines.map((line) => line.itemGroupSeq)));
  if (!samePrices(sheet.lines, lines, sheet.order_type, body.receiver.zonecode)) {
    throw new ApiError(ApiCode.ORDER_PRICE_CHANGED, '주문서를 연 뒤 상품 가격이나 배송비가 바뀌었습니다. 바뀐 금액을 확인한 뒤 다시 주문해 주세요.');
  }
  // Hashed before the transaction: argon2 takes tens of milliseconds no row lock should wait for.
  const passwordHash = body.guestPassword === undefined ? null : await hashGuestPassword(body.guestPassword);
  const placed = await deps.db.transaction().execute((trx) => writeOrder(trx, deps, { sheet, owner, body, lines, passwordHash, now }));

  try {
    await deps.gateway.prepare(placed.merchantUid, placed.amount);
  } catch (error) {
    request.log.warn({ err: error, orderNo: placed.orderNo }, 'payment prepare failed; order failed and stock returned');
    await failUnprepared(deps, placed.orderId);
    throw new ApiError(ApiCode.PAYMENT_PROVIDER_UNAVAILABLE, '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 주문해 주세요.', 503);
  }
  return {
    orderNo: placed.orderNo,
    merchantUid: placed.merchantUid,
    amount: placed.amount,
    payment: payWindow(deps, request, {
      ...placed,
      guest: owner.guestKey !== undefined,
      payMethod: body.payMethod,
      orderer: body.orderer,
      receiver: body.receiver,
      productNames: lines.map((line) => line.productName),
      now,
    }),
  };
}
