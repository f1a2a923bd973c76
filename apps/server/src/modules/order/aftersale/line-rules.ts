import { ApiCode, nextLineStatus, type LineActor, type LineEvent, type LineStatus } from '@maru/domain';
import { ApiError } from '../../../core/http/errors';
import type { OrderLineRow } from '../queries/orders';

export const claimNotFound = () => new ApiError(ApiCode.CLAIM_NOT_FOUND, '취소·반품 내역을 찾을 수 없습니다.');
export const lineRefused = (reason: string) => new ApiError(ApiCode.LINE_STATE_REFUSED, reason);

/**
 * The named lines of an order, each allowed the event by the domain's state machine, with
 * the state each goes to. An unknown line or a refused move refuses the whole request
 * (nothing is half done), with the state machine's Korean reason.
 */
export function movesFor(lines: readonly OrderLineRow[], lineNos: readonly number[], event: LineEvent, actor: LineActor): { line: OrderLineRow; to: LineStatus }[] {
  return lineNos.map((lineNo) => {
    const line = lines.find((candidate) => candidate.line_no === lineNo);
    if (!line) throw lineRefused('주문에 없는 상품입니다.');
    if (line.status === null) throw lineRefused('결제가 끝나지 않은 주문입니다.');
    const move = nextLineStatus(line.status, event, actor);
    if (!move.ok) throw lineRefused(`${line.product_name}: ${move.reason}`);
    return { line, to: move.status };
  });
}

/** Lines by the state they go to, in line order. */
export function groupByTarget(moves: readonly { line: OrderLineRow; to: LineStatus }[]): Map<LineStatus, number[]> {
  const groups = new Map<LineStatus, number[]>();
  for (const { line, to } of moves) groups.set(to, [...(groups.get(to) ?? []), line.line_no]);
  for (const lineNos of groups.values()) lineNos.sort((a, b) => a - b);
  return groups;
}

/** Lines out of the order for good: cancelled or returned. */
export const isRemoved = (line: OrderLineRow) => line.status === 'CANCELLED' || line.status === 'RETURNED';
