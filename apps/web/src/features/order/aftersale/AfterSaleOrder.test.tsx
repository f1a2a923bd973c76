import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOrderView } from '@maru/domain';
import { describe, expect, it, vi } from 'vitest';
import { afterSaleKeys } from '../api/aftersale-api';
import { afterSaleLine, claim, myOrder } from '../test/aftersale-fixtures';
import { envelope, refusal, stubApi } from '../test/order-fixtures';
import { memberClaimEntry } from './claim-entry';
import { AfterSaleOrder } from './AfterSaleOrder';
import { myOrderQuery } from './queries';
import { renderRoutes, testQueryClient } from '@/test/render-app';

const CONFIRM = '/api/order/v1/O1/confirm';
const tracking = { carrierCode: 'CJ', carrierName: 'CJ대한통운', trackingNo: '640123456789', trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=640123456789' };

/** Line 1 delivered (confirm, return, track), line 2 on its way (track). */
function delivered(): MyOrderView {
  const base = myOrder();
  return myOrder({
    displayStatus: '배송중',
    lines: [
      afterSaleLine({ status: 'DELIVERED', statusLabel: '배송완료', tracking, deliveredAt: '2025-11-25T05:00:00.000Z', actions: { cancel: false, requestReturn: true, confirm: true, track: true } }),
      { ...base.lines[1]!, status: 'SHIPPING', statusLabel: '배송중', tracking: { ...tracking, trackingNo: '640999999999' }, actions: { cancel: false, requestReturn: false, confirm: false, track: true } },
    ],
  });
}

// The page reads the order from the query cache; the dialog's answer replaces it there.
function OrderFromCache({ orderNo }: { orderNo: string }) {
  const { data } = useQuery({ ...myOrderQuery(orderNo), staleTime: Infinity });
  return data ? <AfterSaleOrder order={data} entry={memberClaimEntry(orderNo)} /> : null;
}

function renderOrder(order: MyOrderView, ...handlers: Parameters<typeof stubApi>) {
  const server = stubApi(...handlers);
  vi.stubGlobal('fetch', server.fetchMock);
  const client = testQueryClient();
  client.setQueryData(afterSaleKeys.order(order.orderNo), order);
  renderRoutes([{ path: '*', element: <OrderFromCache orderNo={order.orderNo} /> }], '/mypage/order/O1', { client });
  return server;
}

const lineItem = (name: string) => screen.getAllByTestId('order-line').find((item) => item.textContent?.includes(name))!;

describe('the order after the sale', () => {
  it('offers per line what the server allows: the forms with the line chosen, tracking in a new tab', async () => {
    const user = userEvent.setup();
    const order = myOrder({ lines: [myOrder().lines[0]!, { ...delivered().lines[0]!, lineNo: 2, productName: '오크 의자' }], claims: [claim({ lines: [] })] });
    renderOrder(order);
    const tile = within(lineItem('테라조 타일'));
    expect(tile.getByTestId('line-status').textContent).toBe('결제완료');
    expect(tile.getByRole('link', { name: '주문 취소' }).getAttribute('href')).toBe('/mypage/order/cancel?orderNo=O1&lineNos=1');
    expect(tile.queryByRole('button', { name: '구매확정' })).toBeNull();
    const chair = within(lineItem('오크 의자'));
    expect(chair.queryByRole('link', { name: '주문 취소' })).toBeNull();
    expect(chair.getByRole('link', { name: '반품 신청' }).getAttribute('href')).toBe('/mypage/order/refund?orderNo=O1&lineNos=2');
    // The accessible description names the product the button acts on.
    expect(chair.getByRole('button', { name: '구매확정' }).getAttribute('aria-describedby')).toBe(chair.getByText('오크 의자').id);

    const track = chair.getByRole('button', { name: '배송 조회' });
    expect(track.getAttribute('aria-expanded')).toBe('false');
    await user.click(track);
    expect(track.getAttribute('aria-expanded')).toBe('true');
    expect(chair.getByText('CJ대한통운')).toBeTruthy();
    expect(chair.getByTestId('tracking-no').textContent).toBe('640123456789');
    const carrierPage = chair.getByRole('link', { name: /CJ대한통운에서 배송 조회/ });
    expect(carrierPage.getAttribute('href')).toBe(tracking.trackingUrl);
    expect(carrierPage.getAttribute('target')).toBe('_blank');
    expect(carrierPage.getAttribute('rel')).toContain('noopener');

    expect(screen.getByRole('link', { name: '취소 C1' }).getAttribute('href')).toBe('/mypage/order/cancel/detail/C1');
  });

  it('confirms a purchase only after a dialog that says it cannot be undone and ends returns', async () => {
    const user = userEvent.setup();
    const order = delivered();
    const confirmed = delivered();
    confirmed.lines[0] = { ...confirmed.lines[0]!, status: 'CONFIRMED', statusLabel: '구매확정', actions: { cancel: false, requestReturn: false, confirm: false, track: false } };
    const server = renderOrder(order, (call) => (call.method === 'POST' && call.path === CONFIRM ? envelope(confirmed) : undefined));

    await user.click(within(lineItem('테라조 타일')).getByRole('button', { name: '구매확정' }));
    let dialog = screen.getByRole('dialog', { name: '구매확정' });
    expect(dialog.textContent).toContain('테라조 타일');
    expect(within(dialog).getByText('구매확정 후에는 되돌릴 수 없으며, 반품을 신청할 수 없습니다.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('POST', CONFIRM)).toHaveLength(0);

    await user.click(within(lineItem('테라조 타일')).getByRole('button', { name: '구매확정' }));
    dialog = screen.getByRole('dialog', { name: '구매확정' });
    await user.click(within(dialog).getAllByRole('button', { name: '구매확정' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', CONFIRM).map((call) => call.body)).toEqual([{ lineNos: [1] }]);
    expect(within(lineItem('테라조 타일')).getByTestId('line-status').textContent).toBe('구매확정');
    expect(within(lineItem('테라조 타일')).queryByRole('link', { name: '반품 신청' })).toBeNull();
    expect(await screen.findByText('구매를 확정했습니다.')).toBeTruthy();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const user = userEvent.setup();
    renderOrder(delivered(), (call) => (call.method === 'POST' && call.path === CONFIRM ? refusal(5012, '구매확정된 상품입니다. 더 이상 구매확정할 수 없습니다.') : undefined));
    await user.click(within(lineItem('테라조 타일')).getByRole('button', { name: '구매확정' }));
    const dialog = screen.getByRole('dialog', { name: '구매확정' });
    await user.click(within(dialog).getAllByRole('button', { name: '구매확정' }).at(-1)!);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('구매확정된 상품입니다. 더 이상 구매확정할 수 없습니다.');
  });
});
