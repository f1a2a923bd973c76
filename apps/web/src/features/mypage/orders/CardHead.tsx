import { formatKstDate } from '@maru/domain';
import type { ReactNode } from 'react';
import styles from './orders.module.css';

interface CardHeadProps {
  /** The heading's id, which names the card. */
  id: string;
  /** When the order or the request was made. */
  createdAt: string;
  /** Its number with what it is ('주문번호 …', '반품 …'). */
  number: ReactNode;
  status: ReactNode;
  statusTestId?: string;
}

/** The head of an order or claim card: the day and the number as the card's name, its state beside. */
export function CardHead({ id, createdAt, number, status, statusTestId }: CardHeadProps) {
  return (
    <header className={styles.cardHead}>
      <h2 id={id} className={styles.cardTitle}>
        <time dateTime={createdAt}>{formatKstDate(createdAt)}</time>
        <span className={styles.orderNo}>{number}</span>
      </h2>
      <span className={styles.status} data-testid={statusTestId}>
        {status}
      </span>
    </header>
  );
}
