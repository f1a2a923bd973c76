import type { PlacedOrderView } from '@maru/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentParams } from '../test/order-fixtures';
import { PORTONE_SDK_URL, type PaymentParams, type PaymentResponse, type PaymentSdk } from './portone-pay-sdk';
import { paymentResultFromQuery } from './payment-result';
import { PAYMENT_WINDOW_CLOSED, paymentMode, requestPayment, sandboxWindowUrl } from './request-payment';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const MERCHANT_UID = 'maru_pay_1';
const origin = () => window.location.origin;

const params = paymentParams({ pg: 'html5_inicis', merchant_uid: MERCHANT_UID });

function placed(sandbox: boolean, overrides: Partial<PlacedOrderView['payment']> = {}): PlacedOrderView {
  return {
    orderNo: 'O20251123-0001',
    merchantUid: MERCHANT_UID,
    amount: 31_000,
    payment: { sandbox, impCode: sandbox ? 'imp_sandbox' : 'imp12345678', windowUrl: sandbox ? '/sandbox/portone/pay' : null, params, ...overrides },
  };
}

/** A popup window as the sandbox flow uses it. */
function fakePopup() {
  return { closed: false, close: vi.fn(), focus: vi.fn(), location: { href: 'about:blank' } };
}

function post(data: unknown, { from = origin(), source }: { from?: string; source?: unknown } = {}) {
  const message = new MessageEvent('message', { origin: from, data });
  Object.defineProperty(message, 'source', { value: source });
  window.dispatchEvent(message);
}

const sdkScripts = () => document.querySelectorAll(`script[src="${PORTONE_SDK_URL}"]`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  delete (window as Window & { IMP?: unknown }).IMP;
  sdkScripts().forEach((script) => script.remove());
});

describe('paymentMode', () => {
  it('uses a popup on a wide PC and the same tab on phones or narrow windows', () => {
    expect(paymentMode(DESKTOP, false)).toBe('popup');
    expect(paymentMode(IPHONE, false)).toBe('redirect');
    expect(paymentMode(DESKTOP, true)).toBe('redirect');
  });
});

describe('sandbox payment in a popup', () => {
  it('loads the window with the parameters and popup=1, and takes the answer for this order from this site', async () => {
    const popup = fakePopup();
    const running = requestPayment({ placed: placed(true), mode: 'popup', popup: popup as unknown as Window });
    const url = new URL(popup.location.href, origin());
    expect(url.pathname).toBe('/sandbox/portone/pay');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ merchant_uid: MERCHANT_UID, amount: '31000', pay_method: 'card', popup: '1' });

    const answer = { imp_uid: 'imp_1', merchant_uid: MERCHANT_UID, success: true };
    // Another site, another window and another order's answer are all ignored.
    post({ ...answer, imp_uid: 'imp_evil' }, { from: 'https://evil.example', source: popup });
    post({ ...answer, imp_uid: 'imp_other_window' }, { source: window });
    post({ ...answer, merchant_uid: 'someone_else' }, { source: popup });
    post({ ...answer, success: 'yes' }, { source: popup });
    let settled = false;
    void running.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    post(answer, { source: popup });
    await expect(running).resolves.toEqual({ kind: 'approved', impUid: 'imp_1', merchantUid: MERCHANT_UID });
  });

  it("passes on the window's failure message", async () => {
    const popup = fakePopup();
    const running = requestPayment({ placed: placed(true), mode: 'popup', popup: popup as unknown as Window });
    post({ imp_uid: '', merchant_uid: MERCHANT_UID, success: false, error_msg: '카드 한도가 초과되었습니다.' }, { source: popup });
    await expect(running).resolves.toEqual({ kind: 'failed', message: '카드 한도가 초과되었습니다.', attempted: false });
  });

  it('reads a popup closed without an answer as a cancellation', async () => {
    const popup = fakePopup();
    const running = requestPayment({ placed: placed(true), mode: 'popup', popup: popup as unknown as Window });
    popup.closed = true;
    // The close is believed on the poll after the one that saw it (the answer is posted just before closing).
    vi.advanceTimersByTime(400);
    let settled = false;
    void running.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(400);
    await expect(running).resolves.toEqual({ kind: 'cancelled', message: PAYMENT_WINDOW_CLOSED });
  });
});

describe('sandbox payment on a phone', () => {
  it('sends the tab to the window without popup=1, so the sandbox returns to m_redirect_url', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: origin(), assign } as Location);
    await expect(requestPayment({ placed: placed(true), mode: 'redirect', popup: null })).resolves.toEqual({ kind: 'redirecting' });
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0] as string, origin());
    expect(url.pathname).toBe('/sandbox/portone/pay');
    expect(url.searchParams.get('popup')).toBeNull();
    expect(url.searchParams.get('m_redirect_url')).toBe('http://localhost/order/mobile');
  });

  it('falls back to the same tab when the browser blocked the popup', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: origin(), assign } as Location);
    await expect(requestPayment({ placed: placed(true), mode: 'popup', popup: null })).resolves.toEqual({ kind: 'redirecting' });
    expect(assign).toHaveBeenCalledWith(sandboxWindowUrl('/sandbox/portone/pay', params, false));
  });
});

describe('real PortOne payment', () => {
  function fakeImp(response?: PaymentResponse) {
    return {
      init: vi.fn<(impCode: string) => void>(),
      request_pay: vi.fn((_params: PaymentParams, callback: (answer: PaymentResponse) => void) => {
        if (response) queueMicrotask(() => callback(response));
      }),
    } satisfies PaymentSdk;
  }

  it('loads the SDK on demand, closes the blank window and pays through IMP.request_pay', async () => {
    const blank = fakePopup();
    const imp = fakeImp({ success: true, imp_uid: 'imp_real', merchant_uid: MERCHANT_UID });
    const running = requestPayment({ placed: placed(false), mode: 'popup', popup: blank as unknown as Window });
    expect(blank.close).toHaveBeenCalled();
    expect(sdkScripts()).toHaveLength(1);
    Object.assign(window, { IMP: imp });
    sdkScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(running).resolves.toEqual({ kind: 'approved', impUid: 'imp_real', merchantUid: MERCHANT_UID });
    expect(imp.init).toHaveBeenCalledWith('imp12345678');
    expect(imp.request_pay).toHaveBeenCalledWith(params, expect.any(Function));
  });

  it('refuses an answer for another order and reports a failure code as a failure', async () => {
    Object.assign(window, { IMP: fakeImp({ success: true, imp_uid: 'imp_x', merchant_uid: 'other' }) });
    await expect(requestPayment({ placed: placed(false), mode: 'popup', popup: null })).resolves.toMatchObject({ kind: 'failed' });
    Object.assign(window, { IMP: fakeImp({ imp_uid: 'imp_y', merchant_uid: MERCHANT_UID, error_code: 'F400', error_msg: 'PG timeout' }) });
    await expect(requestPayment({ placed: placed(false), mode: 'popup', popup: null })).resolves.toEqual({
      kind: 'failed',
      message: '결제가 완료되지 않았습니다. (PG timeout)',
      attempted: true,
    });
  });
});

describe('paymentResultFromQuery (m_redirect_url return)', () => {
  it('reads imp_success or success, and a failure by error_code alone', () => {
    expect(paymentResultFromQuery('imp_uid=imp_1&merchant_uid=m1&imp_success=true')).toEqual({ impUid: 'imp_1', merchantUid: 'm1', success: true, errorMessage: undefined });
    expect(paymentResultFromQuery('imp_uid=imp_1&merchant_uid=m1&success=false&error_msg=%EC%B7%A8%EC%86%8C')).toMatchObject({ success: false, errorMessage: '취소' });
    expect(paymentResultFromQuery('imp_uid=imp_1&merchant_uid=m1&error_code=F1')).toMatchObject({ success: false });
    expect(paymentResultFromQuery('')).toBeUndefined();
  });
});
