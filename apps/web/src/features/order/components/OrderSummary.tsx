import { formatKstDateTime } from '@maru/domain';
import type { OrderView } from '@maru/domain';
import type { ReactNode } from 'react';
import styles from '../Order.module.css';
import { AmountsBox } from './AmountsBox';
import { Contact } from './Contact';
import { OrderLineList } from './OrderLineList';
import { ReceiverFacts } from './ReceiverFacts';
import { VbankBlock } from './VbankBlock';

const cashReceiptLabels = { PERSONAL: '개인 소득공제', BUSINESS: '사업자 지출증빙' } as const;

interface OrderSummaryProps<Order extends OrderView> {
  order: Order;
  /** The order's state in words; after the sale it is the one its lines add up to (부분취소 …). */
  statusLabel?: string;
  /** Shown under each line (its state and actions, after the sale). */
  lineExtra?: (line: Order['lines'][number]) => ReactNode;
  /** Above the lines: actions on several lines at once. */
  linesToolbar?: ReactNode;
  /** Below the amounts, inside their box (refunds so far). */
  amountsExtra?: ReactNode;
  /** Sections after the amounts (the order's cancels and returns). */
  children?: ReactNode;
}

/** The order's number, state, dates and who ordered it. */
function OrderFacts({ order, statusLabel }: { order: OrderView; statusLabel: string | undefined }) {
  return (
    <section className={styles.section} aria-label="주문 정보">
      <h2 className={styles.sectionTitle}>주문 정보</h2>
      <dl className={styles.facts}>
        <div>
          <dt>주문번호</dt>
          <dd data-testid="order-no">{order.orderNo}</dd>
        </div>
        <div>
          <dt>주문 상태</dt>
          <dd>
            <span className={styles.statusLabel} data-testid="order-status">
              {statusLabel ?? order.statusLabel}
            </span>
          </dd>
        </div>
        <div>
          <dt>주문 일시</dt>
          <dd>{formatKstDateTime(order.createdAt)}</dd>
        </div>
        {order.paidAt ? (
          <div>
            <dt>결제 일시</dt>
            <dd>{formatKstDateTime(order.paidAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>주문자</dt>
          <dd data-testid="orderer">
            {order.orderer.name} · <Contact value={order.orderer.phone} />
            {order.orderer.email ? (
              <>
                {' · '}
                <Contact value={order.orderer.email} />
              </>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** How it was paid: the method, the deposit account once paid, the cash receipt, a failure. */
function PaymentFacts({ order }: { order: OrderView }) {
  const { payment } = order;
  return (
    <section className={styles.section} aria-label="결제 정보">
      <h2 className={styles.sectionTitle}>결제 정보</h2>
      <dl className={styles.facts}>
        <div>
          <dt>결제 수단</dt>
          <dd>{payment.methodLabel}</dd>
        </div>
        {payment.vbank && order.status !== 'WAITING_DEPOSIT' ? (
          <div>
            <dt>입금 계좌</dt>
            <dd>
              {payment.vbank.bankName} {payment.vbank.accountNo} ({payment.vbank.holder})
            </dd>
          </div>
        ) : null}
        {payment.cashReceipt ? (
          <div>
            <dt>현금영수증</dt>
            <dd>
              {cashReceiptLabels[payment.cashReceipt.type]} ({payment.cashReceipt.number})
            </dd>
          </div>
        ) : null}
        {payment.failureReason ? (
          <div>
            <dt>안내</dt>
            <dd>{payment.failureReason}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** One order as its owner (or the guest who looked it up) sees it. */
export function OrderSummary<Order extends OrderView>({ order, statusLabel, lineExtra, linesToolbar, amountsExtra, children }: OrderSummaryProps<Order>) {
  const { receiver, payment } = order;
  return (
    <div className={styles.sections}>
      <OrderFacts order={order} statusLabel={statusLabel} />

      {order.status === 'WAITING_DEPOSIT' && payment.vbank ? <VbankBlock vbank={payment.vbank} amount={order.amounts.payAmount} /> : null}

      <section className={styles.section} aria-label="주문 상품">
        <h2 className={styles.sectionTitle}>주문 상품 ({order.lines.length})</h2>
        {linesToolbar}
        <OrderLineList lines={order.lines as readonly Order['lines'][number][]} lineExtra={lineExtra} />
      </section>

      <section className={styles.section} aria-label="배송지">
        <h2 className={styles.sectionTitle}>배송지</h2>
        <ReceiverFacts receiver={receiver} />
      </section>

      <PaymentFacts order={order} />

      <AmountsBox title="결제 금액" orderType={order.orderType} amounts={order.amounts} deliveryGroups={order.deliveryGroups}>
        {amountsExtra}
      </AmountsBox>
      {children}
    </div>
  );
}
