import { formatKrw, type OrderType, type SheetView } from '@maru/domain';
import { Link } from 'react-router';
import { errorIdOf, FieldError } from '@/shared/form';
import { paths } from '@/shared/routing';
import { Button, LinkButton } from '@/shared/ui';
import { AmountsBox } from '../components/AmountsBox';
import { formatRemaining } from '../format';
import { cartPathFor } from '../order-paths';
import styles from '../Order.module.css';
import type { FieldErrors } from './checkout-form';
import type { PaymentNotice } from './use-checkout-payment';

interface PayBoxProps {
  sheet: SheetView;
  orderType: OrderType;
  consent: boolean;
  onConsent: (value: boolean) => void;
  errors: FieldErrors;
  working: boolean;
  /** Re-pricing for a new address or other coupons and points is on its way. */
  repricing: boolean;
  expired: boolean;
  remainingMs: number | null;
  notice: PaymentNotice | undefined;
  sandbox: boolean | undefined;
  onRenew: () => void;
}

function ExpiredPanel({ orderType, working, onRenew }: Pick<PayBoxProps, 'orderType' | 'working' | 'onRenew'>) {
  return (
    <div role="alert" className={styles.stack}>
      <p className={styles.notice}>주문서 유효 시간(30분)이 지났습니다. 주문서를 새로 만들거나 장바구니에서 다시 주문해 주세요.</p>
      <Button onClick={onRenew} disabled={working}>
        주문서 새로 만들기
      </Button>
      <LinkButton variant="secondary" to={cartPathFor(orderType)}>
        {orderType === 'SAMPLE' ? '샘플 장바구니로 돌아가기' : '장바구니로 돌아가기'}
      </LinkButton>
    </div>
  );
}

/** The amounts, the required consent and the one pay button (a submit button of the checkout form). */
export function PayBox(props: PayBoxProps) {
  const { sheet, orderType, consent, onConsent, errors, working, repricing, expired, remainingMs, notice, sandbox } = props;
  return (
    <AmountsBox
      title="결제 금액"
      orderType={orderType}
      amounts={sheet.amounts}
      benefitLines={Boolean(sheet.benefits)}
      deliveryGroups={sheet.deliveryGroups}
      remoteAreaLabel={sheet.remoteArea?.label ?? null}
    >
      <p className={styles.muted} aria-live="polite">
        {repricing ? '결제 금액을 다시 계산하고 있습니다…' : remainingMs !== null && !expired ? `주문서 유효 시간 ${formatRemaining(remainingMs)} 남음` : ''}
      </p>
      <div className={styles.stack}>
        <label className={styles.consent}>
          <input
            id="consent-purchase"
            type="checkbox"
            checked={consent}
            aria-invalid={errors['consent-purchase'] ? true : undefined}
            aria-describedby={errorIdOf('consent-purchase', errors['consent-purchase'])}
            onChange={(event) => onConsent(event.target.checked)}
          />
          [필수] 주문 내용을 확인했으며 결제에 동의합니다
        </label>
        <Link to={paths.policy('payment')} target="_blank" rel="noopener" className={styles.muted}>
          구매 및 결제 약관 보기 (새 창)
        </Link>
        <FieldError id="consent-purchase-error" message={errors['consent-purchase']} />
      </div>
      {notice ? (
        <div role="alert" className={styles.stack}>
          <p className={styles.notice}>{notice.message}</p>
          {notice.orderNo ? (
            <Link to={paths.orderDetail(notice.orderNo)}>주문 상세 보기</Link>
          ) : null}
        </div>
      ) : null}
      {expired ? (
        <ExpiredPanel orderType={orderType} working={working} onRenew={props.onRenew} />
      ) : (
        <Button type="submit" size="lg" className={styles.payButton} disabled={working || repricing} aria-busy={working || undefined}>
          {formatKrw(sheet.amounts.payAmount)} 결제하기
        </Button>
      )}
      <p className={styles.muted} role="status">
        {working ? '결제를 진행하고 있습니다. 결제 창을 닫지 말아 주세요.' : ''}
      </p>
      {sandbox ? <p className={styles.sandbox}>테스트 환경 — 실제 결제 대신 테스트 결제 창으로 연결됩니다</p> : null}
    </AmountsBox>
  );
}
