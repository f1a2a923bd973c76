import { formatKrw, formatKstDate, type PointEntryView } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { VisuallyHidden } from '@/shared/ui';
import styles from '../benefit.module.css';
import { ledgerTone, signedKrw } from '../format';

const toneClass = { earn: styles.earn, spend: styles.spend, expire: '', clawback: '' } as const;

/** The ledger, newest first: what happened (적립/사용/소멸/회수), when, the order, the amount and the balance after it. */
export function PointLedger({ entries }: { entries: readonly PointEntryView[] }) {
  return (
    <ul className={styles.ledger} aria-label="적립금 내역">
      {entries.map((entry) => {
        const { tone, word } = ledgerTone[entry.kind];
        return (
          <li key={entry.entryId} className={styles.entry} data-testid="point-entry">
            <span className={`${styles.chip} ${toneClass[tone]}`}>{word}</span>
            <div className={styles.entryBody}>
              <span>{entry.description || entry.kindLabel}</span>
              <span className={styles.muted}>
                <time dateTime={entry.createdAt}>{formatKstDate(entry.createdAt)}</time>
                {entry.expiresAt && entry.amount > 0 ? ` · ${formatKstDate(entry.expiresAt)} 소멸 예정` : ''}
                {entry.orderNo ? (
                  <>
                    {' · '}
                    <Link to={paths.mypage.order(entry.orderNo)}>
                      주문 {entry.orderNo}
                      <VisuallyHidden> 상세 보기</VisuallyHidden>
                    </Link>
                  </>
                ) : null}
              </span>
            </div>
            <span className={styles.entryAmount}>
              {signedKrw(entry.amount)}
              <small>잔액 {formatKrw(entry.balanceAfter)}</small>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
