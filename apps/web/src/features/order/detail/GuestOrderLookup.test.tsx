import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/shared/ui';
import { myOrder, quote } from '../test/aftersale-fixtures';
import { envelope, order, refusal, stubApi } from '../test/order-fixtures';
import { GuestOrderLookup } from './GuestOrderLookup';

function renderLookup(answer: () => Response, ...more: Parameters<typeof stubApi>) {
  const server = stubApi((call) => (call.method === 'POST' && call.path === '/api/order/v1/private/check' ? answer() : undefined), ...more);
  vi.stubGlobal('fetch', server.fetchMock);
  const router = createMemoryRouter([{ path: '/order/private/checked', element: <GuestOrderLookup /> }], { initialEntries: ['/order/private/checked?orderNo=O1'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return server;
}

describe('guest order lookup', () => {
  it("asks for what is missing, then shows the server's refusal as it is", async () => {
    const user = userEvent.setup();
    const server = renderLookup(() => refusal(5008, '입력한 주문 정보와 일치하는 주문이 없습니다.'));
    expect(screen.getByLabelText(/^주문번호/)).toHaveProperty('value', 'O1');
    await user.click(screen.getByRole('button', { name: '주문 조회' }));
    expect(screen.getByText('주문자 휴대폰 번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('주문 비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/order/v1/private/check')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^주문자 휴대폰 번호/), '010-2222-3333');
    await user.type(screen.getByLabelText(/^주문 비밀번호/), 'wrong');
    await user.click(screen.getByRole('button', { name: '주문 조회' }));
    expect((await screen.findByRole('alert')).textContent).toBe('입력한 주문 정보와 일치하는 주문이 없습니다.');
    expect(server.callsTo('POST', '/api/order/v1/private/check')[0]!.body).toEqual({ orderNo: 'O1', phone: '010-2222-3333', password: 'wrong' });
  });

  it('shows the order below the form, with the virtual account while it waits for the deposit', async () => {
    const user = userEvent.setup();
    const waiting = order({
      guest: true,
      status: 'WAITING_DEPOSIT',
      statusLabel: '입금대기',
      payment: { method: 'vbank', methodLabel: '가상계좌 (무통장입금)', impUid: 'imp_v', vbank: { bankCode: '088', bankName: '신한은행', accountNo: '110-000-000000', holder: '(주)마루', dueAt: '2026-11-24T14:59:59.000Z' }, cashReceipt: null, failureReason: null },
    });
    renderLookup(() => envelope(waiting));
    await user.type(screen.getByLabelText(/^주문자 휴대폰 번호/), '01022223333');
    await user.type(screen.getByLabelText(/^주문 비밀번호/), 'pass1234');
    await user.click(screen.getByRole('button', { name: '주문 조회' }));
    expect(await screen.findByText('입금대기')).toBeTruthy();
    expect(screen.getByRole('region', { name: '입금 계좌 안내' })).toBeTruthy();
    expect(screen.getByText('테라조 타일')).toBeTruthy();
  });

  it('offers the looked-up order the same actions, the forms opening in place', async () => {
    const user = userEvent.setup();
    renderLookup(
      () => envelope(order({ guest: true })),
      (call) => (call.path === '/api/order/v1/O1/detail' ? envelope(myOrder({ guest: true })) : undefined),
      (call) => (call.path === '/api/order/v1/O1/refund-quote' ? envelope(quote()) : undefined),
    );
    await user.type(screen.getByLabelText(/^주문자 휴대폰 번호/), '01022223333');
    await user.type(screen.getByLabelText(/^주문 비밀번호/), 'pass1234');
    await user.click(screen.getByRole('button', { name: '주문 조회' }));
    const lines = await screen.findAllByTestId('order-line');
    await user.click(within(lines[1]!).getByRole('button', { name: '주문 취소' }));
    const heading = screen.getByRole('heading', { level: 2, name: '주문 취소' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('checkbox', { name: /오크 의자/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /테라조 타일/ })).toHaveProperty('checked', false);
    expect(await screen.findByTestId('refund-amount')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('form', { name: '주문 취소' })).toBeNull();
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
  });
});
