import { formatKrw } from '@maru/domain';
import type { ReactNode } from 'react';
import own from './orders.module.css';

interface MoveSummaryProps {
  orderNo: string;
  /** The lines the decision moves, as the operator reads them. */
  lines: readonly { lineNo: number; productName: string; optionName: string; qty: number }[];
  /** The refund the decision sends; null: it sends none; a node: still being quoted, or why not. */
  refund: number | null | ReactNode;
  /** What else moves with it (반품 배송비 deducted, points given back). */
  extra?: ReactNode;
}

/** What a confirmation names before money or goods move: the order, its lines and the refund. */
export function MoveSummary({ orderNo, lines, refund, extra }: MoveSummaryProps) {
  return (
    <dl className={own.summary}>
      <dt>주문번호</dt>
      <dd className={own.figure}>{orderNo}</dd>
      <dt>상품</dt>
      <dd>
        {lines.map((line) => (
          <div key={line.lineNo}>
            {line.lineNo}. {line.productName}
            {line.optionName ? ` (${line.optionName})` : ''} × {line.qty}
          </div>
        ))}
      </dd>
      <dt>환불 금액</dt>
      <dd>{typeof refund === 'number' ? <span className={own.refund}>{formatKrw(refund)}</span> : refund === null ? '환불 없음' : refund}</dd>
      {extra ? (
        <>
          <dt>참고</dt>
          <dd>{extra}</dd>
        </>
      ) : null}
    </dl>
  );
}
