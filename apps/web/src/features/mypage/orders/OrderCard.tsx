import { formatKrw, type OrderSummaryView } from '@maru/domain';
import { Link } from 'react-router';
import { UnpaidOrderActions } from '@/features/order';
import { paths } from '@/shared/routing';
import { VisuallyHidden } from '@/shared/ui';
import { CardHead } from './CardHead';
import styles from './orders.module.css';

/** One order in the list: when, its number and state, its lines with what each allows, and the amounts. */
export function OrderCard({ order }: { order: OrderSummaryView }) {
  const detail = paths.mypage.order(order.orderNo);
  return (
    <article className={styles.card} aria-labelledby={`order-${order.orderNo}`} data-testid="order-card">
      <CardHead
        id={`order-${order.orderNo}`}
        createdAt={order.createdAt}
        number={
          <>
            주문번호 <Link to={detail}>{order.orderNo}</Link>
          </>
        }
        status={order.displayStatus}
        statusTestId="order-display-status"
      />
      <ul className={styles.cardLines}>
        {order.lines.map((line) => {
          const nameId = `order-${order.orderNo}-line-${line.lineNo}`;
          // The server's word on what the line allows now (a return past its window is not offered).
          const shortcuts = line.actions;
          const target = { orderNo: order.orderNo, lineNos: [line.lineNo] };
          return (
            <li key={line.lineNo} className={styles.cardLine}>
              <img src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
              <div className={styles.cardLineBody}>
                <span id={nameId} className={styles.lineName}>
                  {line.productName}
                </span>
                <span className={styles.muted}>
                  {line.optionName ? `${line.optionName} · ` : ''}
                  {line.qty}개
                </span>
                <span className={styles.linePrice}>{formatKrw(line.sellingPrice * line.qty)}</span>
                <span className={styles.chip}>{line.statusLabel}</span>
              </div>
              {shortcuts.cancel || shortcuts.requestReturn || shortcuts.confirm || shortcuts.track ? (
                <div className={styles.shortcuts}>
                  {shortcuts.cancel ? (
                    <Link to={paths.mypage.orderCancel(target)} aria-describedby={nameId}>
                      주문 취소
                    </Link>
                  ) : null}
                  {shortcuts.requestReturn ? (
                    <Link to={paths.mypage.orderRefund(target)} aria-describedby={nameId}>
                      반품 신청
                    </Link>
                  ) : null}
                  {shortcuts.confirm ? (
                    <Link to={detail} aria-describedby={nameId}>
                      구매확정
                    </Link>
                  ) : null}
                  {shortcuts.track ? (
                    <Link to={detail} aria-describedby={nameId}>
                      배송 조회
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <UnpaidOrderActions orderNo={order.orderNo} status={order.status} actions={order.unpaidActions} returnPath={detail} />
      <footer className={styles.cardFoot}>
        <span>
          결제금액 <strong>{formatKrw(order.payAmount)}</strong>
          {order.refundedAmount > 0 ? <span className={styles.refunded}> · 환불 {formatKrw(order.refundedAmount)}</span> : null}
        </span>
        <Link to={detail} className={styles.detailLink}>
          주문 상세<VisuallyHidden> ({order.orderNo})</VisuallyHidden>
        </Link>
      </footer>
    </article>
  );
}
