import type { AdminMemberRow, CouponIssueResult } from '@maru/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { IssueDialog } from './IssueDialog';

afterEach(() => vi.unstubAllGlobals());

const member = (memberId: number, change: Partial<AdminMemberRow> = {}): AdminMemberRow => ({
  memberId,
  name: '김*수',
  email: 'ki***@example.com',
  phone: '010-****-5678',
  status: 'ACTIVE',
  business: false,
  joinedAt: '2026-11-02T01:00:00Z',
  ...change,
});

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** The console API as the dialog meets it: the masked search, and the issue call answering `result`. */
function show(result: CouponIssueResult = { issued: 2, skipped: 0 }) {
  const requests: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const keyword = new URL(url, 'http://console.test').searchParams.get('keyword');
    const data = url.startsWith('/api/admin/v1/members')
      ? keyword === '없는'
        ? { list: [], page: 1, size: 10, total: 0 }
        : { list: [member(12), member(7, { name: '이*', email: null, phone: null, business: true })], page: 1, size: 10, total: 2 }
      : result;
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  const onIssued = vi.fn();
  const onClose = vi.fn();
  renderRoutes([{ path: '/coupons/:couponId', Component: () => <IssueDialog couponId={31} couponName="겨울 5,000원" onClose={onClose} onIssued={onIssued} /> }], '/coupons/31');
  return { requests, onIssued, onClose };
}

describe('회원 골라 발급', () => {
  it('finds members with the masked search from the keyboard, picks and drops them, then issues to those chosen', async () => {
    const { requests, onIssued } = show();
    const dialog = await screen.findByRole('dialog', { name: '회원 골라 발급' });
    expect(within(dialog).getByRole('button', { name: '발급' })).toHaveProperty('disabled', true);

    await userEvent.type(within(dialog).getByRole('textbox', { name: '회원 검색' }), '김수{Enter}');
    const results = await within(dialog).findByRole('table');
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.url)).toEqual(['/api/admin/v1/members?keyword=%EA%B9%80%EC%88%98&page=1&size=10']);
    expect(results.textContent).toContain('010-****-5678');
    expect(results.textContent).toContain('ki***@example.com');
    expect(results.textContent).toContain('사업자');

    await userEvent.click(within(dialog).getByRole('button', { name: '김*수 (회원번호 12) 선택' }));
    const second = within(dialog).getByRole('button', { name: '이* (회원번호 7) 선택' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('heading', { name: '고른 회원 2명' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '김*수 (회원번호 12) 선택' })).toHaveProperty('disabled', true);

    await userEvent.click(within(dialog).getByRole('button', { name: '김*수 (회원번호 12) 빼기' }));
    expect(within(dialog).getByRole('heading', { name: '고른 회원 1명' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '김*수 (회원번호 12) 선택' }));

    await userEvent.click(within(dialog).getByRole('button', { name: '2명에게 발급' }));
    await waitFor(() => expect(onIssued).toHaveBeenCalledWith({ issued: 2, skipped: 0 }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([{ url: '/api/admin/v1/coupons/31/issue', method: 'POST', body: { memberIds: [7, 12] } }]);
  });

  it('says when nobody matches, and backs out without issuing', async () => {
    const { requests, onClose } = show();
    const dialog = await screen.findByRole('dialog', { name: '회원 골라 발급' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '회원 검색' }), '없는{Enter}');
    expect(await within(dialog).findByText('찾는 회원이 없습니다.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalled();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
