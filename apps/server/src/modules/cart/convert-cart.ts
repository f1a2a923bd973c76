import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { lineCap } from './cart-rules';
import { deleteCart, ensureMemberCart, lockCart } from './queries/carts';
import { findCartOption } from '../catalogue';
import { allLinesOf, putMergedLine } from './queries/lines';

export interface CappedLine {
  productName: string;
  optionName: string;
  requestedQty: number;
  qty: number;
}

export interface ConversionResult {
  merged: number;
  cappedLines: CappedLine[];
  notice: string | null;
}

/**
 * Moves a guest cart into the member cart at sign-in. Nothing is lost: a guest-only line
 * moves as it is; an option in both carts gets the sum of both quantities, capped at the
 * current stock (and the per-line maximum) but never below what either cart held, and each
 * capped line is reported. A sample in both carts stays one sample. The guest cart is then deleted.
 */
export async function convertGuestCart(trx: Transaction<Database>, memberId: number, guestCartId: number): Promise<ConversionResult> {
  const memberCartId = await ensureMemberCart(trx, memberId);
  await lockCart(trx, guestCartId);
  const memberLines = new Map((await allLinesOf(trx, memberCartId)).map((line) => [`${line.cartType}:${line.itemGroupSeq}`, line]));
  const guestLines = await allLinesOf(trx, guestCartId);
  const cappedLines: CappedLine[] = [];

  for (const guestLine of guestLines) {
    const memberLine = memberLines.get(`${guestLine.cartType}:${guestLine.itemGroupSeq}`);
    if (!memberLine) {
      await putMergedLine(trx, memberCartId, guestLine, guestLine.qty);
      continue;
    }
    if (guestLine.cartType === 'SAMPLE') continue;
    const option = await findCartOption(trx, guestLine.itemGroupSeq);
    const requested = memberLine.qty + guestLine.qty;
    const qty = Math.max(Math.min(requested, lineCap(option?.stockCnt ?? 0)), memberLine.qty, guestLine.qty);
    if (qty < requested) {
      cappedLines.push({ productName: option?.productName ?? '', optionName: option?.itemNames.join(' / ') ?? '', requestedQty: requested, qty });
    }
    await putMergedLine(trx, memberCartId, guestLine, qty);
  }
  await deleteCart(trx, guestCartId);
  const notice =
    cappedLines.length === 0
      ? null
      : `재고가 부족하여 ${cappedLines.length}개 옵션의 수량을 조정했습니다: ${cappedLines.map((line) => `${line.productName} (${line.optionName}) ${line.requestedQty}개 → ${line.qty}개`).join(', ')}`;
  return { merged: guestLines.length, cappedLines, notice };
}
