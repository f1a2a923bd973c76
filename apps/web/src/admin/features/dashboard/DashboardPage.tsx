import { type BestSellerView, dashboardTodoLabels, dashboardTodoUnits, type DashboardView, formatKrw, formatNumber, type SalesDayView, type SalesTotalsView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { dashboardQuery } from './dashboard-api';
import own from './dashboard.module.css';
import { SalesChart } from './SalesChart';

type Period = 7 | 30;
const PERIODS: readonly Period[] = [7, 30];

const count = (value: number, unit: string) => `${formatNumber(value)}${unit}`;
/** 2027-04-07 → 4월 7일 (수). */
function dayLabel(date: string): string {
  const weekday = '일월화수목금토'[new Date(`${date}T12:00:00Z`).getUTCDay()];
  return `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 (${weekday})`;
}

/** 대시보드: the console's home for the shop's operators. */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery);
  const [period, setPeriod] = useState<Period>(7);

  return (
    <>
      <PageHeader
        title="대시보드"
        description={
          dashboard.data
            ? `오늘과 최근 7일·30일의 주문과 매출(결제 − 환불), 지금 처리할 일입니다. ${formatDateTime(dashboard.data.asOf)} 기준, 1분마다 새로 읽습니다.`
            : '오늘과 최근 7일·30일의 주문과 매출(결제 − 환불), 지금 처리할 일입니다.'
        }
        actions={
          <Button variant="secondary" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
            새로 고침
          </Button>
        }
      />
      {dashboard.isPending ? (
        <Spinner label="대시보드를 불러오는 중" />
      ) : dashboard.isError ? (
        <QueryFailure error={dashboard.error} retry={() => void dashboard.refetch()} />
      ) : (
        <Figures view={dashboard.data} period={period} onPeriod={setPeriod} />
      )}
    </>
  );
}

function Figures({ view, period, onPeriod }: { view: DashboardView; period: Period; onPeriod: (period: Period) => void }) {
  const days = view.sales.days.slice(-period);
  return (
    <>
      <section className={styles.panel} aria-labelledby="dashboard-today">
        <h2 id="dashboard-today">오늘 {dayLabel(view.today)}</h2>
        <TotalsCards totals={view.sales.today} />
      </section>

      <section className={styles.panel} aria-labelledby="dashboard-todo">
        <h2 id="dashboard-todo">지금 처리할 일</h2>
        <ul className={own.todo}>
          {view.todo.map((item) => (
            <li key={item.kind}>
              <Link to={item.path}>
                <span>{dashboardTodoLabels[item.kind]}</span>
                <span className={own.todoCount} data-waiting={item.count > 0 || undefined}>
                  {count(item.count, dashboardTodoUnits[item.kind])}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="dashboard-periods">
        <h2 id="dashboard-periods">기간별 매출</h2>
        <DataTable columns={['기간', '결제 주문', '결제 금액', '환불', '순매출']} caption={<VisuallyHidden>오늘, 최근 7일, 최근 30일의 주문과 매출</VisuallyHidden>}>
          {(
            [
              ['오늘', view.sales.today],
              ['최근 7일', view.sales.last7],
              ['최근 30일', view.sales.last30],
            ] as const
          ).map(([label, totals]) => (
            <TotalsRow key={label} label={label} totals={totals} />
          ))}
        </DataTable>
      </section>

      <section className={styles.panel} aria-labelledby="dashboard-trend">
        <h2 id="dashboard-trend">매출 추이와 많이 팔린 상품</h2>
        <div className={own.periods} role="group" aria-label="기간">
          {PERIODS.map((days) => (
            <Button key={days} variant={period === days ? 'primary' : 'secondary'} aria-pressed={period === days} onClick={() => onPeriod(days)}>
              최근 {days}일
            </Button>
          ))}
        </div>
        <SalesChart days={days} />
        <DayTable days={days} />
        <h3 className={own.subheading}>많이 팔린 상품 (최근 {period}일)</h3>
        <BestSellers rows={period === 7 ? view.bestSellers.last7 : view.bestSellers.last30} period={period} />
      </section>
    </>
  );
}

function TotalsCards({ totals }: { totals: SalesTotalsView }) {
  return (
    <dl className={own.cards}>
      {(
        [
          ['결제 주문', count(totals.orders, '건')],
          ['결제 금액', formatKrw(totals.paidAmount)],
          ['환불', `${formatKrw(totals.refundAmount)} (${count(totals.refunds, '건')})`],
          ['순매출', formatKrw(totals.netAmount)],
        ] as const
      ).map(([term, value]) => (
        <div key={term} className={own.card}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TotalsRow({ label, totals }: { label: string; totals: SalesTotalsView }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={own.numbers}>{count(totals.orders, '건')}</td>
      <td className={own.numbers}>{formatKrw(totals.paidAmount)}</td>
      <td className={own.numbers}>
        {formatKrw(totals.refundAmount)} ({count(totals.refunds, '건')})
      </td>
      <td className={own.numbers}>{formatKrw(totals.netAmount)}</td>
    </tr>
  );
}

/** The chart's text alternative: every day of the period, newest first. */
function DayTable({ days }: { days: readonly SalesDayView[] }) {
  return (
    <DataTable columns={['날짜', '결제 주문', '결제 금액', '환불', '순매출']} caption={<VisuallyHidden>일별 매출 (최근 {days.length}일, 최근 날짜부터)</VisuallyHidden>}>
      {[...days].reverse().map((day) => (
        <TotalsRow key={day.date} label={dayLabel(day.date)} totals={day} />
      ))}
    </DataTable>
  );
}

function BestSellers({ rows, period }: { rows: readonly BestSellerView[]; period: Period }) {
  if (rows.length === 0) return <p className={styles.empty}>최근 {period}일 동안 팔린 상품이 없습니다.</p>;
  return (
    <DataTable columns={['순위', '상품', '판매 수량', '순매출']} caption={<VisuallyHidden>많이 팔린 상품 (최근 {period}일, 판매 수량 순)</VisuallyHidden>}>
      {rows.map((row, index) => (
        <tr key={row.productNo}>
          <td className={own.numbers}>{index + 1}</td>
          <td>
            {row.productName === null ? '삭제된 상품' : <Link to={`/products/${row.productNo}`}>{row.productName}</Link>}
            <br />
            <span className={styles.small}>상품번호 {row.productNo}</span>
          </td>
          <td className={own.numbers}>{count(row.units, '개')}</td>
          <td className={own.numbers}>{formatKrw(row.netSales)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
