import { deviceTypeFromUserAgent, type PlacedOrderView } from '@maru/domain';
import { loadPaymentSdk, type PaymentParams } from './portone-pay-sdk';
import { waitForWindowResult } from '@/shared/portone';
import { paymentResultFromSdk, paymentResultOf, type PaymentResult } from './payment-result';

// Shows the payment window for a placed order — this server's PortOne sandbox, or PortOne
// itself through its SDK — and hands back the result the same way for both:
// PC: a popup (sandbox) or PortOne's own window, answering in this tab;
// phones: the window takes over the tab and returns to params.m_redirect_url (/order/mobile).

export type PaymentMode = 'popup' | 'redirect';

export type PaymentOutcome =
  | { kind: 'approved'; impUid: string; merchantUid: string }
  /**
   * The window answered with a failure: a declined card (attempted: PortOne recorded a
   * failed payment, and told the shop), or the shopper's 취소 button (nothing recorded).
   */
  | { kind: 'failed'; message: string; attempted: boolean }
  /** The window was closed without an answer. */
  | { kind: 'cancelled'; message: string }
  /** The tab is leaving for the payment window; the mobile return page takes over. */
  | { kind: 'redirecting' };

export interface PaymentStart {
  placed: PlacedOrderView;
  mode: PaymentMode;
  /** A window the click opened before its first await (see openPaymentWindow); null if none or blocked. */
  popup: Window | null;
}

export const PAYMENT_WINDOW_CLOSED = '결제 창이 닫혀 결제가 진행되지 않았습니다. 다시 결제해 주세요.';
export const PAYMENT_UNAVAILABLE = '지금은 결제 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.';
const PAYMENT_MISMATCH = '결제 정보가 주문과 일치하지 않습니다. 다시 결제해 주세요.';
const POPUP_NAME = 'maruPayment';
const POPUP_FEATURES = 'width=480,height=760';
export const NARROW_VIEWPORT_QUERY = '(max-width: 768px)';

/** Phones, tablets, app views and narrow windows get the window in the same tab; PCs a popup. */
export function paymentMode(userAgent: string = navigator.userAgent, narrow: boolean = window.matchMedia(NARROW_VIEWPORT_QUERY).matches): PaymentMode {
  return narrow || deviceTypeFromUserAgent(userAgent) !== 'PC' ? 'redirect' : 'popup';
}

/**
 * Opens the (blank) popup the sandbox window will load into. Call it straight from the click,
 * before any await: a window opened after a network round trip is blocked by browsers.
 */
export function openPaymentWindow(): Window | null {
  return window.open('about:blank', POPUP_NAME, POPUP_FEATURES);
}

/** The sandbox window's address: windowUrl plus every request_pay parameter as the query. */
export function sandboxWindowUrl(windowUrl: string, params: PaymentParams, popup: boolean): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  if (popup) query.set('popup', '1');
  return `${windowUrl}${windowUrl.includes('?') ? '&' : '?'}${query}`;
}

export function requestPayment(start: PaymentStart): Promise<PaymentOutcome> {
  return start.placed.payment.sandbox ? requestSandboxPayment(start) : requestPortonePayment(start);
}

function judge(result: PaymentResult | undefined, merchantUid: string): PaymentOutcome {
  if (!result) return { kind: 'cancelled', message: PAYMENT_WINDOW_CLOSED };
  if (!result.success) return { kind: 'failed', message: result.errorMessage ?? PAYMENT_WINDOW_CLOSED, attempted: result.impUid !== '' };
  if (!result.impUid || result.merchantUid !== merchantUid) return { kind: 'failed', message: PAYMENT_MISMATCH, attempted: false };
  return { kind: 'approved', impUid: result.impUid, merchantUid: result.merchantUid };
}

async function requestSandboxPayment({ placed, mode, popup }: PaymentStart): Promise<PaymentOutcome> {
  const { windowUrl, params } = placed.payment;
  if (!windowUrl) {
    popup?.close();
    throw new Error(PAYMENT_UNAVAILABLE);
  }
  if (mode === 'redirect' || !popup || popup.closed) {
    // No popup (phones, or a blocked popup): the sandbox takes the tab and comes back to m_redirect_url.
    popup?.close();
    window.location.assign(sandboxWindowUrl(windowUrl, params, false));
    return { kind: 'redirecting' };
  }
  popup.location.href = sandboxWindowUrl(windowUrl, params, true);
  popup.focus?.();
  const result = await waitForWindowResult(popup, placed.merchantUid);
  return judge(result && paymentResultOf(result), placed.merchantUid);
}


/**
 * PortOne's SDK opens its own window on PCs and answers through the callback; on phones it
 * takes over the tab and returns to m_redirect_url, so the promise then stays pending while
 * the tab leaves.
 */
async function requestPortonePayment({ placed, popup }: PaymentStart): Promise<PaymentOutcome> {
  // A blank window opened before the provider was known is not PortOne's: it goes.
  popup?.close();
  if (!placed.payment.impCode) throw new Error(PAYMENT_UNAVAILABLE);
  const IMP = await loadPaymentSdk();
  IMP.init(placed.payment.impCode);
  const response = await new Promise<Parameters<Parameters<typeof IMP.request_pay>[1]>[0]>((resolve) => {
    IMP.request_pay(placed.payment.params, resolve);
  });
  return judge(paymentResultFromSdk(response), placed.merchantUid);
}
