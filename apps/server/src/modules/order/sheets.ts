import { randomBytes } from 'node:crypto';
import { ApiCode, type BenefitChoiceInput, MAX_LINE_QTY, type OrderType, SHEET_LIFETIME_MS, type SheetRequest, type SheetView, withParticle } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { checkoutBenefits, type CheckoutBenefits } from '../benefit';
import { cartLinesIn, ownCartId, SAMPLE_FEE_PER_ORDER, SAMPLE_LIMIT } from '../cart';
import { currentOptions, type CurrentOption } from '../catalogue';
import { owns, type OrderOwner } from './owner';
import { lineFromOption, lineView, priceSheet, repriceLines } from './pricing';
import { findSheet, insertSheet, storeSheetPricing, type SheetRow } from './queries/sheets';
import type { SheetLine } from './tables';

export const orderNotFound = () => new ApiError(ApiCode.ORDER_NOT_FOUND, '주문 정보를 찾을 수 없습니다.', 404);
export const sheetExpired = () => new ApiError(ApiCode.ORDER_SHEET_EXPIRED, '주문서 유효 시간(30분)이 지났습니다. 장바구니에서 다시 주문해 주세요.', 410);
export const sheetUsed = () => new ApiError(ApiCode.ORDER_ALREADY_PLACED, '이미 주문이 접수된 주문서입니다. 주문 내역을 확인해 주세요.');
const cartNotYours = () => new ApiError(ApiCode.CART_NOT_YOURS, '장바구니 정보를 확인할 수 없습니다. 새로고침 후 다시 시도해 주세요.');
const optionNotFound = () => new ApiError(ApiCode.OPTION_NOT_FOUND, '선택한 옵션을 찾을 수 없습니다. 상품 정보를 다시 확인해 주세요.');

const nameOf = (option: CurrentOption) => `${option.productName} (${option.optionName})`;

interface Wanted {
  cartSeq: number | null;
  productNo: number;
  itemGroupSeq: number;
  qty: number;
}

/** The cart lines asked for, all from the visitor's own cart of the order's type, or a refusal naming none of them. */
async function wantedFromCart(db: Kysely<Database>, request: FastifyRequest, owner: OrderOwner, orderType: OrderType, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (orderType === 'SAMPLE' && unique.length > SAMPLE_LIMIT) throw new ApiError(ApiCode.SAMPLE_LIMIT, `샘플은 한 번에 ${SAMPLE_LIMIT}개까지 신청할 수 있습니다.`);
  const cartId = await ownCartId(db, request, owner);
  if (cartId === undefined) throw cartNotYours();
  const lines = await cartLinesIn(db, cartId, orderType, unique);
  if (lines.length !== unique.length) throw cartNotYours();
  const wanted = lines.map((line): Wanted => ({ cartSeq: line.cartSeq, productNo: line.productNo, itemGroupSeq: line.itemGroupSeq, qty: orderType === 'SAMPLE' ? 1 : line.qty }));
  return { cartId, wanted };
}

/** 바로 구매: options straight from the product page; the same option twice is one line. */
function wantedFromItems(orderType: OrderType, items: NonNullable<SheetRequest['items']>): Wanted[] {
  if (orderType === 'SAMPLE') throw new ApiError(ApiCode.REQUIRED_PARAMETER, '샘플은 샘플 장바구니에서 신청해 주세요.', 400);
  const byOption = new Map<number, Wanted>();
  for (const item of items) {
    const itemGroupSeq = item.itemGroupSeq ?? item.optionGroupSeq;
    const earlier = byOption.get(itemGroupSeq);
    if (earlier && earlier.productNo !== item.productNo) throw optionNotFound();
    byOption.set(itemGroupSeq, { cartSeq: null, productNo: item.productNo, itemGroupSeq, qty: (earlier?.qty ?? 0) + item.qty });
  }
  return [...byOption.values()];
}

/** Every line must be orderable now: a known option of the named product, in stock for the quantity, sampleable for samples. */
function checkOrderable(orderType: OrderType, wanted: readonly Wanted[], options: ReadonlyMap<number, CurrentOption>): void {
  for (const line of wanted) {
    const option = options.get(line.itemGroupSeq);
    if (!option || option.productNo !== line.productNo) throw optionNotFound();
    if (orderType === 'SAMPLE' && !option.sampleable) throw new ApiError(ApiCode.NOT_SAMPLEABLE, `샘플 신청이 불가능한 상품입니다: ${option.productName}`);
    if (orderType === 'PRODUCT' && line.qty > MAX_LINE_QTY) {
      throw new ApiError(ApiCode.QUANTITY_LIMIT, `한 옵션은 ${MAX_LINE_QTY}개까지 주문할 수 있습니다. 더 많은 수량은 견적 문의를 이용해 주세요.`);
    }
    if (option.stockCnt <= 0) throw new ApiError(ApiCode.OUT_OF_STOCK, `품절된 옵션입니다: ${nameOf(option)}`);
    if (line.qty > option.stockCnt) throw new ApiError(ApiCode.OUT_OF_STOCK, `재고가 부족합니다. ${withParticle(nameOf(option), '은/는')} ${option.stockCnt}개까지 주문할 수 있습니다.`);
  }
}

/** current: the options as read for the sheet's pricing, whose products' pictures the lines show. */
export function sheetViewOf(
  sheet: { sheetNo: string; orderType: OrderType; expiresAt: Date; lines: readonly SheetLine[]; zonecode: string | null },
  current: ReadonlyMap<number, Pick<CurrentOption, 'mainImageBase'>>,
  benefits?: CheckoutBenefits,
): SheetView {
  const pricing = benefits?.pricing ?? priceSheet(sheet.orderType, sheet.lines, sheet.zonecode);
  return {
    sheetNo: sheet.sheetNo,
    orderType: sheet.orderType,
    expiresAt: sheet.expiresAt.toISOString(),
    lines: sheet.lines.map((line, index) => lineView({ ...line, lineNo: index + 1 }, current.get(line.itemGroupSeq)?.mainImageBase ?? null)),
    deliveryGroups: pricing.deliveryGroups,
    amounts: pricing.amounts,
    zonecode: sheet.zonecode,
    remoteArea: pricing.remoteArea && { kind: pricing.remoteArea.kind, label: pricing.remoteArea.label },
    benefits: benefits?.view ?? null,
  };
}

/** The sheet priced with the member's coupons and points (the benefit module; guests get the plain amounts). */
export function benefitsOf(db: Kysely<Database>, owner: OrderOwner | undefined, sheet: { orderType: OrderType; lines: readonly SheetLine[]; zonecode: string | null }, choice: BenefitChoiceInput, now: Date): Promise<CheckoutBenefits> {
  return checkoutBenefits(db, owner?.memberId, { ...sheet, sampleFee: SAMPLE_FEE_PER_ORDER }, choice, now);
}

/** POST /order/v1/sheet: the visitor's lines, checked and priced now, stored for 30 minutes. */
export async function createSheet(db: Kysely<Database>, request: FastifyRequest, owner: OrderOwner, body: SheetRequest): Promise<SheetView> {
  const { orderType } = body;
  const { cartId, wanted } = body.cartSeqList
    ? await wantedFromCart(db, request, owner, orderType, body.cartSeqList)
    : { cartId: null, wanted: wantedFromItems(orderType, body.items ?? []) };
  const options = await currentOptions(db, wanted.map((line) => line.itemGroupSeq));
  checkOrderable(orderType, wanted, options);
  const lines = wanted.map((line) => lineFromOption(options.get(line.itemGroupSeq)!, orderType, line.qty, line.cartSeq));
  const sheetNo = randomBytes(15).toString('base64url');
  const now = request.server.clock.now();
  const expiresAt = new Date(now.getTime() + SHEET_LIFETIME_MS);
  const benefits = await benefitsOf(db, owner, { orderType, lines, zonecode: null }, {}, now);
  await insertSheet(db, { sheetNo, owner, orderType, cartId, lines, amounts: benefits.pricing.amounts, expiresAt });
  return sheetViewOf({ sheetNo, orderType, expiresAt, lines, zonecode: null }, options, benefits);
}

/**
 * The owner's sheet, still open. A sheet of someone else and a sheet that does not exist
 * get the same answer, so sheet numbers cannot be probed.
 */
export async function openSheetOf(db: Kysely<Database>, owner: OrderOwner | undefined, sheetNo: string, now: Date): Promise<SheetRow> {
  const sheet = await findSheet(db, sheetNo);
  if (!sheet || !owns(owner, sheet)) throw orderNotFound();
  if (sheet.used_at) throw sheetUsed();
  if (sheet.expires_at <= now) throw sheetExpired();
  return sheet;
}

/**
 * GET /order/v1/sheet/{sheetNo}: the sheet priced again from today's catalogue for the
 * address's zonecode. What is shown is stored, so the order is checked against what the
 * shopper last saw and accepted.
 */
export async function viewSheet(db: Kysely<Database>, owner: OrderOwner | undefined, sheetNo: string, zonecode: string | null, choice: BenefitChoiceInput, now: Date): Promise<SheetView> {
  const sheet = await openSheetOf(db, owner, sheetNo, now);
  const current = await currentOptions(db, sheet.lines.map((line) => line.itemGroupSeq));
  const lines = repriceLines(sheet.lines, sheet.order_type, current);
  // A coupon or points the sheet cannot take are refused (7205 / 7206) before anything is stored.
  const benefits = await benefitsOf(db, owner, { orderType: sheet.order_type, lines, zonecode }, choice, now);
  await storeSheetPricing(db, sheetNo, { lines, zonecode, amounts: benefits.pricing.amounts }, now);
  return sheetViewOf({ sheetNo, orderType: sheet.order_type, expiresAt: sheet.expires_at, lines, zonecode }, current, benefits);
}
