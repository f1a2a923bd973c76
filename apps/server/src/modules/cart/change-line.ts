import { ApiCode } from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { optionOf, overLineMax, soldOut } from './add-items';
import { cartNotYours } from './cart-owner';
import { CART_LINE_MAX_QTY, lineCap } from './cart-rules';
import { lockCart } from './queries/carts';
import { deleteLines, findLineOf, findLinesIn, setLine } from './queries/lines';

export interface LineChange {
  cartItemSeq: number;
  /** The new option row (item_group_seq), if the option changes. */
  row?: number;
  qty?: number;
}

export interface ChangeResult {
  cartSeq: number;
  qty: number;
  merged: boolean;
  notice: string | null;
}

/**
 * Changes a line's option and/or quantity. Choosing an option that already has its own
 * line merges the two (quantities added, capped at the stock) so one option never shows twice.
 */
export async function changeLine(trx: Transaction<Database>, cartId: number, change: LineChange): Promise<ChangeResult> {
  await lockCart(trx, cartId);
  const [line] = await findLinesIn(trx, cartId, [change.cartItemSeq]);
  if (!line) throw cartNotYours();
  const option = await optionOf(trx, line.productNo, change.row ?? line.itemGroupSeq);
  const isSample = line.cartType === 'SAMPLE';
  if (isSample && change.qty !== undefined && change.qty !== 1) {
    throw new ApiError(ApiCode.QUANTITY_LIMIT, '샘플은 옵션마다 1개씩 신청할 수 있습니다.');
  }
  const cap = isSample ? Math.min(1, lineCap(option.stockCnt)) : lineCap(option.stockCnt);
  if (cap === 0) throw soldOut(option);
  const qty = change.qty ?? line.qty;

  const other = option.itemGroupSeq === line.itemGroupSeq ? undefined : await findLineOf(trx, cartId, line.cartType, option.itemGroupSeq);
  if (other) {
    const requested = other.qty + qty;
    const merged = Math.min(requested, cap);
    await setLine(trx, other.cartLineId, { itemGroupSeq: other.itemGroupSeq, qty: merged });
    await deleteLines(trx, cartId, [line.cartLineId]);
    const notice = merged < requested ? `같은 옵션이 이미 담겨 있어 합쳤습니다. 재고에 맞춰 ${merged}개로 조정했습니다.` : '같은 옵션이 이미 담겨 있어 수량을 합쳤습니다.';
    return { cartSeq: other.cartLineId, qty: merged, merged: true, notice };
  }
  if (qty > CART_LINE_MAX_QTY) throw overLineMax();
  if (qty > option.stockCnt) throw new ApiError(ApiCode.OUT_OF_STOCK, `재고가 부족합니다. 이 옵션은 ${cap}개까지 담을 수 있습니다.`);
  await setLine(trx, line.cartLineId, { itemGroupSeq: option.itemGroupSeq, qty });
  return { cartSeq: line.cartLineId, qty, merged: false, notice: null };
}
