import { z } from 'zod';

// The console's dashboard (issue 28; GET /api/admin/v1/dashboard, pinned: {code:0, data:{…}}),
// declared once for the server's route and the console's page. Days are Korean business days
// (YYYY-MM-DD, Asia/Seoul); money is integer won; times are ISO 8601 in UTC.

const count = z.number().int().min(0);
const won = z.number().int();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What the to-do list counts, in the order it is shown. */
export const DASHBOARD_TODO_KINDS = ['TO_PREPARE', 'TO_SHIP', 'CANCEL_REQUESTED', 'RETURN_REQUESTED', 'RETURN_PICKED_UP', 'UNANSWERED_INQUIRIES', 'TODAY_VISITS', 'LOW_STOCK'] as const;
export type DashboardTodoKind = (typeof DASHBOARD_TODO_KINDS)[number];

export const dashboardTodoLabels: Readonly<Record<DashboardTodoKind, string>> = {
  TO_PREPARE: '상품 준비할 주문 (결제완료)',
  TO_SHIP: '발송할 주문 (상품준비중)',
  CANCEL_REQUESTED: '취소 요청',
  RETURN_REQUESTED: '반품 요청',
  RETURN_PICKED_UP: '반품 수거 완료 (환불 대기)',
  UNANSWERED_INQUIRIES: '답변 대기 문의',
  TODAY_VISITS: '오늘 쇼룸 방문 예약',
  LOW_STOCK: '재고 부족 옵션',
};

/** What one counts: orders, inquiries, bookings (건) or options (개). */
export const dashboardTodoUnits: Readonly<Record<DashboardTodoKind, '건' | '개'>> = {
  TO_PREPARE: '건',
  TO_SHIP: '건',
  CANCEL_REQUESTED: '건',
  RETURN_REQUESTED: '건',
  RETURN_PICKED_UP: '건',
  UNANSWERED_INQUIRIES: '건',
  TODAY_VISITS: '건',
  LOW_STOCK: '개',
};

export const dashboardQuery = z.strictObject({});

/**
 * Sales of a day or a period: orders paid and the money paid, claims and cancels refunded and
 * the money refunded, and net = paid − refunded (negative on a day of refunds alone).
 */
export const salesTotalsView = z.object({ orders: count, paidAmount: won, refunds: count, refundAmount: won, netAmount: won });
export type SalesTotalsView = z.infer<typeof salesTotalsView>;

export const salesDayView = salesTotalsView.extend({ date: isoDay });
export type SalesDayView = z.infer<typeof salesDayView>;

export const dashboardTodoView = z.object({
  kind: z.enum(DASHBOARD_TODO_KINDS),
  count,
  /** The console page that lists them, under /admin (e.g. /orders?status=PAID). */
  path: z.string(),
});
export type DashboardTodoView = z.infer<typeof dashboardTodoView>;

export const bestSellerView = z.object({
  productNo: z.number().int(),
  /** null: the product is gone from the catalogue. */
  productName: z.string().nullable(),
  /** Pieces sold less pieces cancelled or returned in the period. */
  units: z.number().int(),
  /** Selling price × those pieces, in won. */
  netSales: won,
});
export type BestSellerView = z.infer<typeof bestSellerView>;

export const dashboardView = z.object({
  /** When the figures were read. */
  asOf: z.string(),
  /** Today in Korea. */
  today: isoDay,
  sales: z.object({
    today: salesTotalsView,
    /** Today and the six days before. */
    last7: salesTotalsView,
    /** Today and the 29 days before. */
    last30: salesTotalsView,
    /** The 30 days of last30, oldest first, a row for every day (zeros included): the chart's series. */
    days: z.array(salesDayView),
  }),
  todo: z.array(dashboardTodoView),
  bestSellers: z.object({ last7: z.array(bestSellerView), last30: z.array(bestSellerView) }),
});
export type DashboardView = z.infer<typeof dashboardView>;

/** How many best sellers each period lists. */
export const DASHBOARD_BEST_SELLERS = 10;
