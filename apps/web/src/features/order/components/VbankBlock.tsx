import { formatKrw, formatKstDeadline, type OrderView } from '@maru/domain';
import { useState } from 'react';
import { Button } from '@/shared/ui';
import styles from '../Order.module.css';

type Vbank = NonNullable<OrderView['payment']['vbank']>;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** 입금 계좌: what a virtual-account buyer needs to pay, shown first on the page. */
export function VbankBlock({ vbank, amount, headingLevel = 2 }: { vbank: Vbank; amount: number; headingLevel?: 2 | 3 }) {
  const [copied, setCopied] = useState<'done' | 'failed'>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.vbank} aria-label="입금 계좌 안내">
      <Heading>입금 계좌 안내</Heading>
      <p className={styles.muted}>아래 계좌로 기한 안에 입금하시면 결제가 완료됩니다. 기한이 지나면 주문이 자동으로 취소됩니다.</p>
      <dl className={styles.facts}>
        <div>
          <dt>은행</dt>
          <dd>{vbank.bankName}</dd>
        </div>
        <div>
          <dt>계좌번호</dt>
          <dd className={styles.account}>
            <span data-testid="vbank-account">{vbank.accountNo}</span>
            <Button variant="secondary" onClick={() => void copyText(vbank.accountNo).then((ok) => setCopied(ok ? 'done' : 'failed'))}>
              계좌번호 복사
            </Button>
          </dd>
        </div>
        <div>
          <dt>예금주</dt>
          <dd>{vbank.holder}</dd>
        </div>
        <div>
          <dt>입금 금액</dt>
          <dd className={styles.account}>{formatKrw(amount)}</dd>
        </div>
        <div>
          <dt>입금 기한</dt>
          <dd className={styles.deadline} data-testid="vbank-deadline">
            {formatKstDeadline(vbank.dueAt)}
          </dd>
        </div>
      </dl>
      <p role="status" className={styles.muted}>
        {copied === 'done' ? '계좌번호를 복사했습니다.' : copied === 'failed' ? '복사하지 못했습니다. 계좌번호를 직접 적어 주세요.' : ''}
      </p>
    </section>
  );
}
