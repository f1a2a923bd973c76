import type { SalesDayView } from '@maru/domain';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import own from './dashboard.module.css';

/** 1,250,000 → 125만: the axis speaks in 만원, as Korean sales reports do. */
const manwon = (value: number) => (value === 0 ? '0' : `${Math.round(value / 10_000).toLocaleString('ko-KR')}만`);

/**
 * The days' net sales as bars (recharts). A picture only: the table beside it says the same
 * in text for screen readers and keyboards, so the chart is hidden from them and takes no focus.
 */
export function SalesChart({ days }: { days: readonly SalesDayView[] }) {
  const data = days.map((day) => ({ label: `${Number(day.date.slice(5, 7))}/${Number(day.date.slice(8, 10))}`, net: day.netAmount }));
  return (
    <div className={own.chart} aria-hidden="true" data-testid="sales-chart">
      <BarChart responsive style={{ width: '100%', height: '100%' }} data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tickLine={false} interval="preserveStartEnd" />
        <YAxis tickFormatter={manwon} width={56} />
        <Bar dataKey="net" name="순매출" fill="var(--color-accent)" isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
