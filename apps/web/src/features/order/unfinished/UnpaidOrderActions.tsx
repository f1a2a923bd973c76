import type { OrderStatus, UnpaidActions } from '@maru/domain';
import { Button } from '@/shared/ui';
import styles from './Unfinished.module.css';
import { usePayAgain } from './use-pay-again';

interface UnpaidOrderActionsProps {
  orderNo: string;
  status: OrderStatus;
  actions: UnpaidActions;
  /** Where a phone's payment window comes back to when it fails (the page showing this). */
  returnPath: string;
}

/**
 * What a shopper may do with an order that has no money yet: pay it (again), or — while it
 * is being paid — let it go so its coupon and points come back now. An order that ended
 * unpaid holds nothing, which the text says: leaving it costs nothing.
 */
export function UnpaidOrderActions({ orderNo, status, actions, returnPath }: UnpaidOrderActionsProps) {
  const { payAgain, abandon, working, message } = usePayAgain(orderNo, returnPath);
  if (!actions.payAgain && !actions.abandon) return null;
  const open = status === 'PAYMENT_PENDING';
  return (
    <div className={styles.unpaid} data-testid="unpaid-actions">
      <p className={styles.note}>
        {open
          ? '결제가 아직 끝나지 않았습니다. 결제를 그만두면 쿠폰·적립금과 재고를 바로 돌려드립니다.'
          : '결제가 완료되지 않은 주문입니다. 쿠폰·적립금과 재고는 이미 돌려드렸으니 그대로 두셔도 됩니다.'}
      </p>
      <div className={styles.buttons}>
        {actions.payAgain ? (
          <Button onClick={payAgain} disabled={working} aria-describedby={`unpaid-${orderNo}`}>
            {open ? '결제 계속하기' : '다시 결제'}
          </Button>
        ) : null}
        {actions.abandon ? (
          <Button variant="secondary" onClick={abandon} disabled={working}>
            결제 그만두기
          </Button>
        ) : null}
      </div>
      <p id={`unpaid-${orderNo}`} className={styles.message} role="status" aria-live="polite">
        {message ?? ''}
      </p>
    </div>
  );
}
