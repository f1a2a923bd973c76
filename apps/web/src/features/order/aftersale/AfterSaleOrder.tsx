import { type AfterSaleLineView, formatKrw, formatKstDateTime, type MyOrderView } from '@maru/domain';
import { useState } from 'react';
import { paths } from '@/shared/routing';
import { OrderSummary } from '../components/OrderSummary';
import { UnpaidOrderActions } from '../unfinished/UnpaidOrderActions';
import orderStyles from '../Order.module.css';
import styles from './AfterSale.module.css';
import { claimableLines } from './claim-form';
import { ClaimFormControl, ClaimLink, type ClaimEntry } from './claim-entry';
import { ConfirmPurchaseDialog } from './ConfirmPurchaseDialog';
import { LineAfterSale } from './LineAfterSale';

/**
 * The order after the sale: every line with its state and actions (cancel, return, confirm,
 * track), the amounts with what was refunded, and the order's cancels and returns.
 */
export function AfterSaleOrder({ order, entry }: { order: MyOrderView; entry: ClaimEntry }) {
  const [confirming, setConfirming] = useState<AfterSaleLineView | null>(null);
  const cancellable = claimableLines('CANCEL', order.lines).map((line) => line.lineNo);
  const returnable = claimableLines('RETURN', order.lines).map((line) => line.lineNo);
  // Every line at once, when there is more than one to take.
  const toolbar =
    cancellable.length > 1 || returnable.length > 1 ? (
      <div className={styles.orderActions}>
        {cancellable.length > 1 ? (
          <ClaimFormControl entry={entry} kind="CANCEL" lineNos={cancellable}>
            전체 취소
          </ClaimFormControl>
        ) : null}
        {returnable.length > 1 ? (
          <ClaimFormControl entry={entry} kind="RETURN" lineNos={returnable}>
            전체 반품 신청
          </ClaimFormControl>
        ) : null}
      </div>
    ) : null;

  return (
    <>
      <UnpaidOrderActions orderNo={order.orderNo} status={order.status} actions={order.unpaidActions} returnPath={order.guest ? paths.orderDetail(order.orderNo) : paths.mypage.order(order.orderNo)} />
      <OrderSummary
        order={order}
        statusLabel={order.displayStatus}
        linesToolbar={toolbar}
        lineExtra={(line) => <LineAfterSale line={line} entry={entry} onConfirm={setConfirming} />}
        amountsExtra={
          order.refundedAmount > 0 ? (
            <dl className={styles.refunded}>
              <div>
                <dt>환불된 금액</dt>
                <dd data-testid="refunded-amount">{formatKrw(order.refundedAmount)}</dd>
              </div>
            </dl>
          ) : null
        }
      >
        {order.claims.length > 0 ? (
          <section className={orderStyles.section} aria-labelledby="order-claims-title">
            <h2 id="order-claims-title" className={orderStyles.sectionTitle}>
              취소·반품 내역 ({order.claims.length})
            </h2>
            <ul className={styles.claimRows}>
              {order.claims.map((claim) => (
                <li key={claim.claimNo} className={styles.claimRow}>
                  <span className={styles.chip}>{claim.statusLabel}</span>
                  <span className={styles.claimRowBody}>
                    <ClaimLink entry={entry} claimNo={claim.claimNo}>
                      {claim.kindLabel} {claim.claimNo}
                    </ClaimLink>
                    <span className={orderStyles.muted}>
                      {formatKstDateTime(claim.createdAt)} · {claim.lines.map((line) => line.productName).join(', ')}
                    </span>
                  </span>
                  <span className={styles.claimRowAmount}>{claim.refundAmount !== null ? formatKrw(claim.refundAmount) : claim.refundStatusLabel}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </OrderSummary>
      <ConfirmPurchaseDialog orderNo={order.orderNo} line={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
