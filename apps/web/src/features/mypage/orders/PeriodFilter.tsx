import { ORDER_PERIODS, orderPeriodLabels, type OrderPeriod } from '@maru/domain';
import { Link } from 'react-router';
import styles from './orders.module.css';

/** 1주일 / 1개월 / 3개월 / 6개월 as links, so the period lives in the address. */
export function PeriodFilter({ current, hrefFor }: { current: OrderPeriod; hrefFor: (period: OrderPeriod) => string }) {
  return (
    <nav className={styles.periods} aria-label="조회 기간">
      {ORDER_PERIODS.map((period) => (
        <Link key={period} to={hrefFor(period)} aria-current={period === current ? 'true' : undefined}>
          {orderPeriodLabels[period]}
        </Link>
      ))}
    </nav>
  );
}
