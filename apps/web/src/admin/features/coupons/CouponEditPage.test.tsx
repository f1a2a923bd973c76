import type { AdminCouponView } from '@maru/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { CouponEditPage } from './CouponEditPage';

afterEach(() => vi.unstubAllGlobals());

const coupon: AdminCouponView = {
  couponId: 5,
  name: '겨울 5,000원',
  benefitType: 'AMOUNT',
  kind: 'PRODUCT',
  amount: 5_000,
  rate: 0,
  maxDiscount: null,
  minOrderAmount: 30_000,
  scope: 'ALL',
  benefitLabel: '5,000원 할인',
  scopeLabel: '전 상품',
  conditionLabel: '30,000원 이상 구매 시',
  channel: 'ISSUE',
  eventCode: null,
  redeemCode: null,
  schedule: { state: 'PUBLISHED', startsAt: '2026-12-01T00:00:00.000Z', endsAt: null, status: 'LIVE' },
  validUntil: null,
  validDays: 14,
  totalQuantity: null,
  counts: { issued: 9, usable: 5, used: 2, expired: 1, recalled: 1 },
  createdAt: '2026-12-01T00:00:00.000Z',
  scopeIds: [],
  termsLocked: true,
  previewPath: null,
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

function show(url: string) {
  const requests: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).split('?')[0]!;
    requests.push({ url: String(input), method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const data = path.endsWith('/segment/preview')
      ? { members: 3, alreadyHeld: 1 }
      : path.endsWith('/segment/issue')
        ? { issued: 2, skipped: 1 }
        : path.endsWith('/holders')
          ? { list: [], page: 1, size: 20, total: 0 }
          : coupon;
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  renderRoutes([{ path: '/coupons/:couponId', Component: CouponEditPage }], url);
  return requests;
}

const writes = (requests: Sent[]) => requests.filter((request) => request.method !== 'GET');

describe('a coupon in the console', () => {
  it('refuses a new coupon without a name or an amount inline, sending nothing', async () => {
    const requests = show('/coupons/new');
    const form = await screen.findByRole('form', { name: '쿠폰 정보' });
    await userEvent.click(within(form).getByRole('button', { name: '쿠폰 만들기' }));
    const name = within(form).getByRole('textbox', { name: '쿠폰 이름' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('쿠폰 이름을 입력해 주세요.').id).toBe(name.getAttribute('aria-describedby'));
    expect(within(form).getByRole('textbox', { name: '할인 금액 (원)' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(writes(requests)).toEqual([]);
  });

  it('shows the counts, keeps issued terms fixed, and says why an issue-only coupon has no preview', async () => {
    show('/coupons/5');
    const counts = await screen.findByRole('region', { name: '발급 현황' });
    expect(counts.textContent).toContain('발급9장');
    expect(counts.textContent).toContain('회수1장');
    expect((screen.getByRole('combobox', { name: '혜택 종류' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText(/미리 볼 화면이 없습니다/)).toBeTruthy();
  });

  it('counts a segment first, then issues to it after a confirmation', async () => {
    const requests = show('/coupons/5');
    const segment = await screen.findByRole('form', { name: '조건으로 발급' });
    await userEvent.selectOptions(within(segment).getByRole('combobox', { name: '대상' }), '사업자 회원');
    await userEvent.click(within(segment).getByRole('button', { name: '대상 회원 수 보기' }));
    expect((await within(segment).findByRole('status')).textContent).toContain('조건에 맞는 회원 3명 (이미 받은 회원 1명) · 새로 받을 회원 2명');
    await userEvent.click(within(segment).getByRole('button', { name: '조건으로 발급' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '조건으로 발급' })).getByRole('button', { name: '2명에게 발급' }));
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        { url: '/api/admin/v1/coupons/5/segment/preview', method: 'POST', body: { segment: { kind: 'BUSINESS' } } },
        { url: '/api/admin/v1/coupons/5/segment/issue', method: 'POST', body: { segment: { kind: 'BUSINESS' } } },
      ]),
    );
    expect(await screen.findByText('2명에게 발급했습니다. 이미 가졌거나 받을 수 없는 회원 1명은 건너뛰었습니다.')).toBeTruthy();
  });
});
