import { DASHBOARD_BEST_SELLERS, type DashboardTodoKind, type DashboardView, kstDayOf, type SalesDayView, type SalesTotalsView } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { lowStockCount, productNames } from '../catalogue';
import { waitingInquiryCount } from '../inquiry';
import { bestSellers, ordersWaiting, salesByDay, type ProductSales, type WorkLineStatus } from '../order';
import { visitsOfDay } from '../showroom';

// The console's home (issue 28, docs/dashboard.md): sales from the order module's aggregates
// and what needs doing now, each count read through the module that owns it, each answered
// from an index or a maintained aggregate, so the call costs the same with 100 or 100,000
// orders (bench:dashboard prints it).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `count` Korean days ending today, oldest first (Korea keeps UTC+9 all year, so a day is 24 hours). */
function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => kstDayOf(new Date(now.getTime() - (count - 1 - index) * DAY_MS)));
}

const totalsOf = (days: readonly SalesDayView[]): SalesTotalsView => {
  const sum = (pick: (day: SalesDayView) => number) => days.reduce((total, day) => total + pick(day), 0);
  return { orders: sum((day) => day.orders), paidAmount: sum((day) => day.paidAmount), refunds: sum((day) => day.refunds), refundAmount: sum((day) => day.refundAmount), netAmount: sum((day) => day.netAmount) };
};

/** The order list's state filter each order count opens. */
const ORDER_TODO: readonly [DashboardTodoKind, WorkLineStatus][] = [
  ['TO_PREPARE', 'PAID'],
  ['TO_SHIP', 'PREPARING'],
  ['CANCEL_REQUESTED', 'CANCEL_REQUESTED'],
  ['RETURN_REQUESTED', 'RETURN_REQUESTED'],
  ['RETURN_PICKED_UP', 'RETURN_PICKED_UP'],
];

export async function dashboardOf(db: Kysely<Database>, now: Date): Promise<DashboardView> {
  const days = lastDays(now, 30);
  const today = days[days.length - 1]!;
  const weekStart = days[days.length - 7]!;
  const [sales, week, month, waiting, inquiries, visits, lowStock] = await Promise.all([
    salesByDay(db, days[0]!, today),
    bestSellers(db, weekStart, today, DASHBOARD_BEST_SELLERS),
    bestSellers(db, days[0]!, today, DASHBOARD_BEST_SELLERS),
    ordersWaiting(db),
    waitingInquiryCount(db),
    visitsOfDay(db, today),
    lowStockCount(db),
  ]);

  const byDate = new Map(sales.map((day) => [day.date, day]));
  const series: SalesDayView[] = days.map((date) => {
    const day = byDate.get(date);
    const paidAmount = day?.paidAmount ?? 0;
    const refundAmount = day?.refundAmount ?? 0;
    return { date, orders: day?.orders ?? 0, paidAmount, refunds: day?.refunds ?? 0, refundAmount, netAmount: paidAmount - refundAmount };
  });

  const names = await productNames(db, [...week, ...month].map((row) => row.productNo));
  const named = (rows: readonly ProductSales[]) => rows.map((row) => ({ ...row, productName: names.get(row.productNo) ?? null }));

  return {
    asOf: now.toISOString(),
    today,
    sales: { today: totalsOf(series.slice(-1)), last7: totalsOf(series.slice(-7)), last30: totalsOf(series), days: series },
    todo: [
      ...ORDER_TODO.map(([kind, status]) => ({ kind, count: waiting[status], path: `/orders?status=${status}` })),
      { kind: 'UNANSWERED_INQUIRIES' as const, count: inquiries, path: '/inquiries?status=WAITING' },
      { kind: 'TODAY_VISITS' as const, count: visits, path: `/bookings?date=${today}` },
      { kind: 'LOW_STOCK' as const, count: lowStock, path: '/products/low-stock' },
    ],
    bestSellers: { last7: named(week), last30: named(month) },
  };
}
