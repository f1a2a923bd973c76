import { screen, within } from '@testing-library/react';
import { POINT_RULES, type PointEntryView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { envelope, renderAt, stubFetch } from '../test/benefit-fixtures';
import { PointView } from './PointView';

const entry = (overrides: Partial<PointEntryView>): PointEntryView => ({
  entryId: 1,
  kind: 'EARN_PURCHASE',
  kindLabel: '구매확정 적립',
  amount: 1_200,
  balanceAfter: 1_200,
  description: '구매확정 적립 (주문 2026110100001)',
  orderNo: '2026110100001',
  createdAt: '2026-11-01T03:00:00Z',
  expiresAt: '2027-11-01T03:00:00Z',
  ...overrides,
});

const list = [
  entry({ entryId: 4, kind: 'CLAWBACK', kindLabel: '반품·환불 회수', amount: -200, balanceAfter: 2_000, description: '반품 회수', expiresAt: null, createdAt: '2026-11-24T03:00:00Z' }),
  entry({ entryId: 3, kind: 'EXPIRE', kindLabel: '기간 만료 소멸', amount: -300, balanceAfter: 2_200, description: '', orderNo: null, expiresAt: null, createdAt: '2026-11-23T03:00:00Z' }),
  entry({ entryId: 2, kind: 'SPEND', kindLabel: '주문 시 사용', amount: -1_000, balanceAfter: 2_500, description: '주문 시 사용', orderNo: '2026112000002', expiresAt: null, createdAt: '2026-11-20T03:00:00Z' }),
  entry({}),
];

describe('my points', () => {
  it('shows the balance, what expires soon, the ledger with 적립/사용/소멸/회수, order links, and the rules', async () => {
    const calls = stubFetch((call) =>
      call.path === '/api/mypage/v1/point'
        ? envelope({ balance: 2_000, expiringSoon: 500, expiringWithinDays: 30, rules: { ...POINT_RULES }, list, page: 1, pageSize: 20, total: 45 })
        : undefined,
    );
    renderAt(<PointView />, '/mypage/point?page=2', '/mypage/point');
    expect((await screen.findByTestId('point-balance')).textContent).toBe('2,000원');
    expect(calls[0]!.search.get('page')).toBe('2');
    expect(screen.getByText('30일 이내 소멸 예정')).toBeTruthy();
    expect(screen.getByTestId('point-expiring').textContent).toBe('500원');
    const rows = screen.getAllByTestId('point-entry');
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual(['회수', '소멸', '사용', '적립']);
    expect(within(rows[2]!).getByText('-1,000원', { exact: false })).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: /주문 2026112000002/ }).getAttribute('href')).toBe('/mypage/order/2026112000002');
    expect(within(rows[1]!).getByText('기간 만료 소멸')).toBeTruthy();
    expect(within(rows[3]!).getByText(/2027.11.01 소멸 예정/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '3페이지' }).getAttribute('href')).toBe('/mypage/point?page=3');
    const rules = screen.getByRole('list', { name: '적립금 안내' });
    expect(rules.textContent).toContain('1,000원 이상 모이면');
    expect(rules.textContent).toContain('100원 단위');
    expect(rules.textContent).toContain('1년(365일)');
  });
});
