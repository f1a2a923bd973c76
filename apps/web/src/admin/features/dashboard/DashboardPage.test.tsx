import type { DashboardView, SalesDayView } from '@maru/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { DashboardPage } from './DashboardPage';

// jsdom has no ResizeObserver; the chart (recharts, sized by CSS) asks for one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.unstubAllGlobals());

const zero = { orders: 0, paidAmount: 0, refunds: 0, refundAmount: 0, netAmount: 0 };
/** 30 days ending 2027-04-07: the last day 3 orders of 1,250,000원 less a refund of 50,000원, the day before 1 order. */
const days: SalesDayView[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2027, 2, 9 + index)).toISOString().slice(0, 10);
  if (index === 29) return { date, orders: 3, paidAmount: 1_250_000, refunds: 1, refundAmount: 50_000, netAmount: 1_200_000 };
  if (index === 28) return { date, orders: 1, paidAmount: 89_000, refunds: 0, refundAmount: 0, netAmount: 89_000 };
  if (index === 5) return { date, orders: 2, paidAmount: 400_000, refunds: 0, refundAmount: 0, netAmount: 400_000 };
  return { date, ...zero };
});

const view: DashboardView = {
  asOf: '2027-04-07T05:00:00.000Z',
  today: '2027-04-07',
  sales: {
    today: { orders: 3, paidAmount: 1_250_000, refunds: 1, refundAmount: 50_000, netAmount: 1_200_000 },
    last7: { orders: 4, paidAmount: 1_339_000, refunds: 1, refundAmount: 50_000, netAmount: 1_289_000 },
    last30: { orders: 6, paidAmount: 1_739_000, refunds: 1, refundAmount: 50_000, netAmount: 1_689_000 },
    days,
  },
  todo: [
    { kind: 'TO_PREPARE', count: 12, path: '/orders?status=PAID' },
    { kind: 'TO_SHIP', count: 0, path: '/orders?status=PREPARING' },
    { kind: 'CANCEL_REQUESTED', count: 1, path: '/orders?status=CANCEL_REQUESTED' },
    { kind: 'RETURN_REQUESTED', count: 2, path: '/orders?status=RETURN_REQUESTED' },
    { kind: 'RETURN_PICKED_UP', count: 0, path: '/orders?status=RETURN_PICKED_UP' },
    { kind: 'UNANSWERED_INQUIRIES', count: 4, path: '/inquiries?status=WAITING' },
    { kind: 'TODAY_VISITS', count: 5, path: '/bookings?date=2027-04-07' },
    { kind: 'LOW_STOCK', count: 1234, path: '/products/low-stock' },
  ],
  bestSellers: {
    last7: [{ productNo: 101, productName: '포세린 타일 600×600', units: 40, netSales: 1_000_000 }],
    last30: [
      { productNo: 202, productName: '원목 식탁', units: 55, netSales: 2_200_000 },
      { productNo: 101, productName: '포세린 타일 600×600', units: 40, netSales: 1_000_000 },
      { productNo: 303, productName: null, units: 3, netSales: 30_000 },
    ],
  },
};

function show(answer: unknown = { code: 0, message: 'success', data: view }, status = 200) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return { requests, ...renderRoutes([{ path: '/dashboard', Component: DashboardPage }], '/dashboard') };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

describe('대시보드', () => {
  it('shows today’s orders and sales in won and 건, from the one dashboard call', async () => {
    const { requests } = show();
    const today = await screen.findByRole('region', { name: '오늘 4월 7일 (수)' });
    expect(requests).toEqual(['/api/admin/v1/dashboard']);
    expect(within(today).getByText('결제 주문').nextSibling?.textContent).toBe('3건');
    expect(within(today).getByText('결제 금액').nextSibling?.textContent).toBe('1,250,000원');
    expect(within(today).getByText('환불').nextSibling?.textContent).toBe('50,000원 (1건)');
    expect(within(today).getByText('순매출').nextSibling?.textContent).toBe('1,200,000원');
    const periods = screen.getByRole('table', { name: '오늘, 최근 7일, 최근 30일의 주문과 매출' });
    expect(rowsOf(periods)).toEqual(['오늘3건1,250,000원50,000원 (1건)1,200,000원', '최근 7일4건1,339,000원50,000원 (1건)1,289,000원', '최근 30일6건1,739,000원50,000원 (1건)1,689,000원']);
    expect(screen.getByText(/2027-04-07 14:00 기준/)).toBeTruthy();
  });

  it('lists what needs doing as links to the console pages that show them', async () => {
    show();
    const todo = await screen.findByRole('region', { name: '지금 처리할 일' });
    const links = within(todo).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['상품 준비할 주문 (결제완료)12건', '/orders?status=PAID'],
      ['발송할 주문 (상품준비중)0건', '/orders?status=PREPARING'],
      ['취소 요청1건', '/orders?status=CANCEL_REQUESTED'],
      ['반품 요청2건', '/orders?status=RETURN_REQUESTED'],
      ['반품 수거 완료 (환불 대기)0건', '/orders?status=RETURN_PICKED_UP'],
      ['답변 대기 문의4건', '/inquiries?status=WAITING'],
      ['오늘 쇼룸 방문 예약5건', '/bookings?date=2027-04-07'],
      ['재고 부족 옵션1,234개', '/products/low-stock'],
    ]);
  });

  it('gives the chart a table of the same days, newest first, and switches both to 30 days from the keyboard', async () => {
    show();
    const week = await screen.findByRole('table', { name: '일별 매출 (최근 7일, 최근 날짜부터)' });
    expect(rowsOf(week)).toHaveLength(7);
    expect(rowsOf(week)[0]).toBe('4월 7일 (수)3건1,250,000원50,000원 (1건)1,200,000원');
    expect(rowsOf(week)[1]).toBe('4월 6일 (화)1건89,000원0원 (0건)89,000원');
    // The picture is for the eyes only: hidden from screen readers, nothing in it takes focus.
    const chart = screen.getByTestId('sales-chart');
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    expect(chart.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(rowsOf(screen.getByRole('table', { name: '많이 팔린 상품 (최근 7일, 판매 수량 순)' }))).toEqual(['1포세린 타일 600×600상품번호 10140개1,000,000원']);

    const thirty = screen.getByRole('button', { name: '최근 30일' });
    expect(screen.getByRole('button', { name: '최근 7일' }).getAttribute('aria-pressed')).toBe('true');
    thirty.focus();
    await userEvent.keyboard('{Enter}');
    expect(thirty.getAttribute('aria-pressed')).toBe('true');
    const month = screen.getByRole('table', { name: '일별 매출 (최근 30일, 최근 날짜부터)' });
    expect(rowsOf(month)).toHaveLength(30);
    expect(rowsOf(month).at(-1)).toBe('3월 9일 (화)0건0원0원 (0건)0원');
    expect(rowsOf(month)).toContain('3월 14일 (일)2건400,000원0원 (0건)400,000원');
    const best = screen.getByRole('table', { name: '많이 팔린 상품 (최근 30일, 판매 수량 순)' });
    expect(rowsOf(best)).toEqual(['1원목 식탁상품번호 20255개2,200,000원', '2포세린 타일 600×600상품번호 10140개1,000,000원', '3삭제된 상품상품번호 3033개30,000원']);
    expect(within(best).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/products/202', '/products/101']);
  });

  it('says why when the figures cannot be read, with a retry', async () => {
    show({ code: 6003, message: '이 작업을 할 권한이 없습니다.' }, 403);
    expect((await screen.findByRole('alert')).textContent).toContain('이 작업을 할 권한이 없습니다.');
    expect(screen.getByRole('button', { name: '다시 불러오기' })).toBeTruthy();
  });
});
