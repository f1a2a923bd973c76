import { ApiCode, type ClaimQuantity } from '@maru/domain';
import type { Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { onOrderLineSplit } from '../../benefit';
import { orderLines, type OrderLineRow } from '../queries/orders';

// A claim of part of a line (2 of 5 boxes) splits the claimed pieces off into a line of their
// own, numbered after the order's last line. Why a split rather than a "cancelled quantity"
// column: every rule after the sale works on whole lines — one state per line (the state
// machine), one claim per line, stock given back once per line (stock_returned), and the
// domain's quoteRefund pricing the lines that remain — so a split keeps all of them exact
// and unchanged, and a second partial claim of the rest is simply another split. split_from
// names the line the pieces were ordered on; the coupons that covered it cover the new line.

/** The lines a claim takes, with the lines of the order as they are (or would be) after the split. */
export interface SplitClaim {
  lines: OrderLineRow[];
  lineNos: number[];
}

const verbs = { CANCEL: '취소', RETURN: '반품' } as const;

/** The pieces asked of each line that is taken only in part; a quantity above what the line holds is refused. */
function partsOf(lines: readonly OrderLineRow[], quantities: readonly ClaimQuantity[] | undefined, kind: 'CANCEL' | 'RETURN'): { line: OrderLineRow; qty: number }[] {
  const parts: { line: OrderLineRow; qty: number }[] = [];
  for (const { lineNo, qty } of quantities ?? []) {
    const line = lines.find((candidate) => candidate.line_no === lineNo);
    if (!line) throw new ApiError(ApiCode.LINE_STATE_REFUSED, '주문에 없는 상품입니다.');
    if (qty > line.qty) throw new ApiError(ApiCode.REQUIRED_PARAMETER, `${line.product_name}: 남은 수량(${line.qty}개)보다 많이 ${verbs[kind]}할 수 없습니다.`);
    if (qty < line.qty) parts.push({ line, qty });
  }
  return parts;
}

export const isPartial = (lines: readonly OrderLineRow[], quantities: readonly ClaimQuantity[] | undefined) =>
  (quantities ?? []).some(({ lineNo, qty }) => qty < (lines.find((line) => line.line_no === lineNo)?.qty ?? qty));

const rootOf = (line: OrderLineRow) => line.split_from ?? line.line_no;

/** One line cut in two: the pieces it keeps, and the new line of the pieces claimed. */
interface Split {
  fromLineNo: number;
  keptQty: number;
  line: OrderLineRow;
}

/** The split as it would be, without writing: what the refund preview quotes. */
export function splitInMemory(lines: readonly OrderLineRow[], lineNos: readonly number[], quantities: readonly ClaimQuantity[] | undefined, kind: 'CANCEL' | 'RETURN'): SplitClaim & { splits: Split[] } {
  let next = Math.max(...lines.map((line) => line.line_no)) + 1;
  const splits: Split[] = [];
  for (const { line, qty } of partsOf(lines, quantities, kind)) {
    splits.push({ fromLineNo: line.line_no, keptQty: line.qty - qty, line: { ...line, line_no: next, qty, split_from: rootOf(line) } });
    next += 1;
  }
  const keptQty = new Map(splits.map((split) => [split.fromLineNo, split.keptQty]));
  const claimedNo = new Map(splits.map((split) => [split.fromLineNo, split.line.line_no]));
  return {
    lines: [...lines.map((line) => ({ ...line, qty: keptQty.get(line.line_no) ?? line.qty })), ...splits.map((split) => split.line)],
    lineNos: lineNos.map((lineNo) => claimedNo.get(lineNo) ?? lineNo).sort((a, b) => a - b),
    splits,
  };
}

/** Splits the claimed pieces off for good, inside the order's lock; answers the lines read again. */
export async function splitForClaim(trx: Transaction<Database>, orderId: number, lines: readonly OrderLineRow[], lineNos: readonly number[], quantities: readonly ClaimQuantity[] | undefined, kind: 'CANCEL' | 'RETURN'): Promise<SplitClaim> {
  const planned = splitInMemory(lines, lineNos, quantities, kind);
  if (planned.splits.length === 0) return planned;
  for (const { fromLineNo, keptQty, line } of planned.splits) {
    await trx.updateTable('shop_order_line').set({ qty: keptQty }).where('order_id', '=', orderId).where('line_no', '=', fromLineNo).execute();
    const { main_image_base: _picture, delivery, ...row } = line;
    await trx.insertInto('shop_order_line').values({ ...row, delivery: JSON.stringify(delivery) }).execute();
    await onOrderLineSplit(trx, orderId, fromLineNo, line.line_no);
  }
  return { lines: await orderLines(trx, orderId), lineNos: planned.lineNos };
}
