import { ApiCode, withParticle } from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { CART_LINE_MAX_QTY, lineCap, SAMPLE_LIMIT } from './cart-rules';
import { lockCart } from './queries/carts';
import { findCartOption, type CartOption } from '../catalogue';
import { addToLine, countLines, findLineOf } from './queries/lines';
import type { CartType } from './tables';

export interface AddItem {
  productNo: number;
  /** The option row (item_group_seq). */
  row: number;
  qty: number;
}

export const optionNotFound = () => new ApiError(ApiCode.OPTION_NOT_FOUND, '선택한 옵션을 찾을 수 없습니다. 상품 정보를 다시 확인해 주세요.');
export const soldOut = (option: CartOption) =>
  new ApiError(ApiCode.OUT_OF_STOCK, `품절된 옵션입니다: ${option.productName} (${option.itemNames.join(' / ')})`);
export const overLineMax = () =>
  new ApiError(ApiCode.QUANTITY_LIMIT, `한 옵션은 ${CART_LINE_MAX_QTY}개까지 담을 수 있습니다. 더 많은 수량은 견적 문의를 이용해 주세요.`);

/** The option of an item, checked to belong to the product the caller named. */
export async function optionOf(trx: Transaction<Database>, productNo: number, optionGroupSeq: number): Promise<CartOption> {
  const option = await findCartOption(trx, optionGroupSeq);
  if (!option || option.productNo !== productNo) throw optionNotFound();
  return option;
}

async function addSample(trx: Transaction<Database>, cartId: number, option: CartOption): Promise<number> {
  if (!option.sampleable) throw new ApiError(ApiCode.NOT_SAMPLEABLE, `샘플 신청이 불가능한 상품입니다: ${option.productName}`);
  if (await findLineOf(trx, cartId, 'SAMPLE', option.itemGroupSeq)) {
    throw new ApiError(ApiCode.CART_ITEM_EXISTS, '이미 샘플 장바구니에 담긴 옵션입니다. 샘플은 옵션마다 1개씩 신청할 수 있습니다.');
  }
  if ((await countLines(trx, cartId, 'SAMPLE')) >= SAMPLE_LIMIT) {
    throw new ApiError(ApiCode.SAMPLE_LIMIT, `샘플은 한 번에 ${SAMPLE_LIMIT}개까지 신청할 수 있습니다.`);
  }
  if (lineCap(option.stockCnt) === 0) throw soldOut(option);
  const qty = await addToLine(trx, { cartId, cartType: 'SAMPLE', productNo: option.productNo, itemGroupSeq: option.itemGroupSeq, qty: 1, cap: 1 });
  if (qty === undefined) throw new ApiError(ApiCode.CART_ITEM_EXISTS, '이미 샘플 장바구니에 담긴 옵션입니다.');
  return qty;
}

async function addProduct(trx: Transaction<Database>, cartId: number, option: CartOption, qty: number): Promise<number> {
  const cap = lineCap(option.stockCnt);
  if (cap === 0) throw soldOut(option);
  const inCart = (await findLineOf(trx, cartId, 'PRODUCT', option.itemGroupSeq))?.qty ?? 0;
  if (inCart + qty > CART_LINE_MAX_QTY) throw overLineMax();
  if (inCart + qty > option.stockCnt) {
    const more = Math.max(0, cap - inCart);
    const already = inCart > 0 ? ` (장바구니에 ${inCart}개가 담겨 있습니다)` : '';
    throw new ApiError(ApiCode.OUT_OF_STOCK, `재고가 부족합니다. ${withParticle(`${option.productName} (${option.itemNames.join(' / ')})`, '은/는')} ${more}개 더 담을 수 있습니다${already}.`);
  }
  const added = await addToLine(trx, { cartId, cartType: 'PRODUCT', productNo: option.productNo, itemGroupSeq: option.itemGroupSeq, qty, cap });
  if (added === undefined) throw new ApiError(ApiCode.OUT_OF_STOCK, '재고가 부족합니다.');
  return added;
}

/** Adds every item or none: any refused item rolls the whole call back. */
export async function addItems(trx: Transaction<Database>, cartId: number, cartType: CartType, items: readonly AddItem[]) {
  await lockCart(trx, cartId);
  const lines: { optionGroupSeq: number; qty: number }[] = [];
  for (const item of items) {
    const option = await optionOf(trx, item.productNo, item.row);
    const qty = cartType === 'SAMPLE' ? await addSample(trx, cartId, option) : await addProduct(trx, cartId, option, item.qty);
    lines.push({ optionGroupSeq: item.row, qty });
  }
  return lines;
}
