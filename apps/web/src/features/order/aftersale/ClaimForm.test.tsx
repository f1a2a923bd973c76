import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOrderView } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claim, myOrder, quote } from '../test/aftersale-fixtures';
import { envelope, refusal, stubApi, type Call } from '../test/order-fixtures';
import { ClaimForm } from './ClaimForm';

const QUOTE = '/api/order/v1/O1/refund-quote';
const CANCEL = '/api/order/v1/O1/cancel';
const banks = { codeList: [{ groupCode: 'BANK_CODE', code: '004', codeName: 'KB국민은행', sortOrder: 1 }, { groupCode: 'BANK_CODE', code: '088', codeName: '신한은행', sortOrder: 2 }] };

const linesOf = (call: Call) => new URLSearchParams(call.search).get('lineNos');

/** Quotes 8,000 for line 1 alone and 31,000 for both lines (the whole order). */
function quoteFor(call: Call, overrides: Parameters<typeof quote>[0] = {}) {
  return envelope(quote({ refund: linesOf(call) === '1,2' ? 31_000 : 8_000, ...overrides }));
}

function renderForm(order: MyOrderView, handlers: Parameters<typeof stubApi>, fetchMock?: typeof fetch, kind: 'CANCEL' | 'RETURN' = 'CANCEL') {
  const server = stubApi(...handlers, (call) => (call.path === '/api/code/v1/all/list' ? envelope(banks) : undefined));
  vi.stubGlobal('fetch', fetchMock ?? server.fetchMock);
  const onSubmitted = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClaimForm kind={kind} order={order} initialLineNos={[1]} onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return { server, onSubmitted };
}

const line = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });
const amount = () => screen.getByTestId('refund-amount').textContent;

afterEach(() => {
  delete window.dataLayer;
});

describe('the cancel form', () => {
  it('offers only the lines the server allows, and asks the refund again as the choice changes (one request once it rests)', async () => {
    const user = userEvent.setup();
    const order = myOrder();
    order.lines.push({ ...order.lines[0]!, lineNo: 3, productName: '배송중 조명', status: 'SHIPPING', statusLabel: '배송중', actions: { cancel: false, requestReturn: false, confirm: false, track: true } });
    const { server } = renderForm(order, [(call) => (call.path === QUOTE ? quoteFor(call) : undefined)]);

    expect(screen.queryByRole('checkbox', { name: /배송중 조명/ })).toBeNull();
    expect(line('테라조 타일')).toHaveProperty('checked', true);
    expect(line('오크 의자')).toHaveProperty('checked', false);
    await waitFor(() => expect(amount()).toBe('8,000원'));
    expect(server.callsTo('GET', QUOTE)).toHaveLength(1);
    expect(new URLSearchParams(server.callsTo('GET', QUOTE)[0]!.search).get('kind')).toBe('CANCEL');
    expect(screen.getByText('결제한 수단으로 영업일 기준 3일 이내 환불')).toBeTruthy();

    // Three quick changes end with both lines chosen: one request, for both.
    await user.click(line('오크 의자'));
    await user.click(line('오크 의자'));
    await user.click(line('오크 의자'));
    await waitFor(() => expect(amount()).toBe('31,000원'));
    expect(server.callsTo('GET', QUOTE).map(linesOf)).toEqual(['1', '1,2']);

    await user.click(line('테라조 타일'));
    await user.click(line('오크 의자'));
    expect(await screen.findByText('취소할 상품을 고르면 환불 예정 금액을 보여 드립니다.')).toBeTruthy();
    expect(screen.queryByTestId('refund-amount')).toBeNull();
  });

  it('shows what a removal costs the lines that remain, and cancels the request still running for an earlier choice', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const server = stubApi();
    const fetchMock = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== QUOTE) return server.fetchMock(input, init);
      signals.push(init!.signal!);
      // The first answer never comes: only an abort ends it.
      if (signals.length === 1) return new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      return envelope(quote({ refund: 5_000, itemsAmount: 8_000, deliveryAdjustment: 3_000 }));
    }) as typeof fetch;
    renderForm(myOrder(), [], fetchMock);

    await waitFor(() => expect(signals).toHaveLength(1));
    await user.click(line('오크 의자'));
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    await waitFor(() => expect(amount()).toBe('5,000원'));
    expect(screen.getByTestId('refund-items').textContent).toBe('8,000원');
    expect(screen.getByTestId('refund-delivery').textContent).toBe('-3,000원');
    expect(screen.getByText('남은 상품이 무료배송 기준에 못 미쳐 배송비를 빼고 환불합니다.')).toBeTruthy();
  });

  it('asks for no refund account when the payment does not need one', async () => {
    const card = renderForm(myOrder(), [(call) => (call.path === QUOTE ? quoteFor(call) : undefined)]);
    await waitFor(() => expect(amount()).toBe('8,000원'));
    expect(screen.queryByRole('group', { name: '환불 계좌' })).toBeNull();
    expect(screen.queryByLabelText(/^은행/)).toBeNull();
    expect(card.server.callsTo('GET', '/api/code/v1/all/list')).toHaveLength(0);
  });

  it('takes the refund account of a paid virtual account and sends it with the cancel', async () => {
    const user = userEvent.setup();
    const vbank = myOrder({ refundNeedsAccount: true, payment: { ...myOrder().payment, method: 'vbank', methodLabel: '가상계좌 (무통장입금)' } });
    const { server, onSubmitted } = renderForm(vbank, [
      (call) => (call.path === QUOTE ? quoteFor(call, { refundNeedsAccount: true }) : undefined),
      (call) => (call.method === 'POST' && call.path === CANCEL ? envelope({ claimNos: ['C1'], order: vbank }) : undefined),
    ]);
    const account = await screen.findByRole('group', { name: '환불 계좌' });
    expect(await screen.findByText('입력한 계좌로 영업일 기준 3일 이내 환불')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '단순 변심' }));
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    expect(within(account).getByText('환불받을 은행을 선택해 주세요.')).toBeTruthy();
    expect(within(account).getByText('예금주를 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(within(account).getByLabelText(/^은행/));
    expect(server.callsTo('POST', CANCEL)).toHaveLength(0);

    await waitFor(() => expect(within(account).getByRole('option', { name: '신한은행' })).toBeTruthy());
    await user.selectOptions(within(account).getByLabelText(/^은행/), '088');
    await user.type(within(account).getByLabelText(/^예금주/), '김마루');
    await user.type(within(account).getByLabelText(/^계좌번호/), '110-123-456789');
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    await user.click(await screen.findByRole('button', { name: '취소하기' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST', CANCEL)[0]!.body).toEqual({ lineNos: [1], reason: 'CHANGE_OF_MIND', refundAccount: { bankCode: '088', holder: '김마루', accountNo: '110-123-456789' }, requestKey: expect.any(String) });
  });

  it("shows the server's refusal as it is written", async () => {
    const user = userEvent.setup();
    const message = '테라조 타일: 배송중인 상품은 취소할 수 없습니다. 배송완료 후 반품을 신청해 주세요.';
    const { onSubmitted } = renderForm(myOrder(), [
      (call) => (call.path === QUOTE ? quoteFor(call) : undefined),
      (call) => (call.method === 'POST' && call.path === CANCEL ? refusal(5012, message) : undefined),
    ]);
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    expect(screen.getByText('취소 사유를 골라 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '주문 실수(옵션·수량)' }));
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    await user.click(await screen.findByRole('button', { name: '취소하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('sends once however fast the button is pressed, and reports the refund of a cancel settled at once', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const done = myOrder({ claims: [claim({ claimNo: 'C9', refundAmount: 8_000 })], refundedAmount: 8_000 });
    const { server, onSubmitted } = renderForm(myOrder(), [
      (call) => (call.path === QUOTE ? quoteFor(call) : undefined),
      (call) => (call.method === 'POST' && call.path === CANCEL ? new Promise<Response>((resolve) => (answer = resolve)) : undefined),
    ]);
    await user.type(screen.getByLabelText(/^자세한 사유/), '  다른 색으로 다시 주문할게요  ');
    await user.click(screen.getByRole('radio', { name: '단순 변심' }));
    const submit = screen.getByRole('button', { name: '취소 신청' });
    fireEvent.click(submit);
    // Nothing goes before the confirmation; there, however fast its button is pressed, one request.
    expect(server.callsTo('POST', CANCEL)).toHaveLength(0);
    const confirm = await screen.findByRole('button', { name: '취소하기' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('POST', CANCEL)).toHaveLength(1));
    expect(server.callsTo('POST', CANCEL)[0]!.body).toEqual({ lineNos: [1], reason: 'CHANGE_OF_MIND', reasonText: '다른 색으로 다시 주문할게요', requestKey: expect.any(String) });
    answer(envelope({ claimNos: ['C9'], order: done }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]![0]).toMatchObject({ claimNos: ['C9'] });
    expect(server.callsTo('POST', CANCEL)).toHaveLength(1);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'refund', transaction_id: 'O1', value: 8_000, currency: 'KRW' })]);
  });

  it('cancels part of a line: the quote and the confirmation name the pieces and the refund before anything is sent', async () => {
    const user = userEvent.setup();
    const tiles = myOrder({ lines: [{ ...myOrder().lines[0]!, qty: 5 }] });
    const { server, onSubmitted } = renderForm(tiles, [
      (call) => (call.path === QUOTE ? envelope(quote({ refund: new URLSearchParams(call.search).get('quantities') === '1:2' ? 16_000 : 40_000 })) : undefined),
      (call) => (call.method === 'POST' && call.path === CANCEL ? envelope({ claimNos: ['C2'], order: tiles }) : undefined),
    ]);
    await user.selectOptions(await screen.findByRole('combobox', { name: '취소 수량' }), '2');
    await user.click(screen.getByRole('radio', { name: '단순 변심' }));
    await waitFor(() => expect(amount()).toBe('16,000원'));
    await user.click(screen.getByRole('button', { name: '취소 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '주문을 취소할까요?' });
    expect(within(dialog).getByTestId('claim-confirm-items').textContent).toContain('2개');
    expect(within(dialog).getByTestId('confirm-refund-amount').textContent).toBe('16,000원');
    expect(server.callsTo('POST', CANCEL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST', CANCEL)[0]!.body).toEqual({ lineNos: [1], reason: 'CHANGE_OF_MIND', quantities: [{ lineNo: 1, qty: 2 }], requestKey: expect.any(String) });
  });

  it('as a return: waits for the reason, which decides who pays the return shipping, and sends to the return endpoint', async () => {
    const user = userEvent.setup();
    const delivered = myOrder({ lines: myOrder().lines.map((line) => ({ ...line, status: 'DELIVERED' as const, statusLabel: '배송완료', actions: { cancel: false, requestReturn: true, confirm: true, track: true } })) });
    const RETURN = '/api/order/v1/O1/return';
    const { server, onSubmitted } = renderForm(
      delivered,
      [
        (call) => {
          if (call.path !== QUOTE) return undefined;
          const reason = new URLSearchParams(call.search).get('reason');
          return envelope(quote(reason === 'DEFECT' ? { returnShippingPayer: 'SHOP' } : { refund: 2_000, returnShippingFee: 6_000, returnShippingPayer: 'SHOPPER' }));
        },
        (call) => (call.method === 'POST' && call.path === RETURN ? envelope({ claimNo: 'R1', order: delivered }) : undefined),
      ],
      undefined,
      'RETURN',
    );
    expect(screen.getByText('반품 사유를 고르면 반품 배송비와 환불 예정 금액을 보여 드립니다.')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual(['단순 변심', '상품 불량·파손', '오배송', '상품 정보와 다름', '기타']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.callsTo('GET', QUOTE)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '단순 변심' }));
    await waitFor(() => expect(amount()).toBe('2,000원'));
    expect(screen.getByText('반품 배송비 (고객 부담)')).toBeTruthy();
    expect(screen.getByTestId('refund-return-fee').textContent).toBe('-6,000원');
    await user.click(screen.getByRole('radio', { name: '상품 불량·파손' }));
    await waitFor(() => expect(screen.getByText('반품 배송비 (판매자 부담)')).toBeTruthy());
    expect(screen.getByTestId('refund-return-fee').textContent).toBe('0원');
    expect(server.callsTo('GET', QUOTE).map((call) => new URLSearchParams(call.search).get('reason'))).toEqual(['CHANGE_OF_MIND', 'DEFECT']);

    await user.click(screen.getByRole('button', { name: '반품 신청' }));
    await user.click(await screen.findByRole('button', { name: '반품 신청하기' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ claimNos: ['R1'] })));
    expect(server.callsTo('POST', RETURN)[0]!.body).toEqual({ lineNos: [1], reason: 'DEFECT', requestKey: expect.any(String) });
  });
});
