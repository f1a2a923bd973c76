import { type PortoneWindowResult, windowResultFromCallback, windowResultFromMessage } from '@/shared/portone';
import type { PaymentResponse } from './portone-pay-sdk';

/** What a payment window hands back: by popup message, SDK callback or m_redirect_url query. */
export type PaymentResult = PortoneWindowResult;

const DEFAULT_FAILURE = '결제가 완료되지 않았습니다.';

/** PortOne's and the PGs' messages are mostly Korean; any other text goes into a Korean sentence. */
export function koreanPaymentMessage(message: string | null | undefined): string {
  const text = message?.trim();
  if (!text) return DEFAULT_FAILURE;
  return /[가-힣]/.test(text) ? text : `${DEFAULT_FAILURE} (${text})`;
}

/** The m_redirect_url return: imp_uid, merchant_uid, imp_success (older) or success, error_msg. */
export function paymentResultFromQuery(search: string | URLSearchParams): PaymentResult | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!query.has('imp_uid') && !query.has('merchant_uid')) return undefined;
  const impUid = query.get('imp_uid') ?? '';
  const stated = query.get('imp_success') ?? query.get('success');
  // PortOne may leave the flag out and mark a failure by error_code alone.
  const success = query.get('error_code') ? false : stated === null ? Boolean(impUid) : stated === 'true';
  return {
    impUid,
    merchantUid: query.get('merchant_uid') ?? '',
    success,
    errorMessage: success ? undefined : koreanPaymentMessage(query.get('error_msg')),
  };
}

/** The window's result with a failure said in Korean. */
export function paymentResultOf(result: PortoneWindowResult): PaymentResult {
  return { ...result, errorMessage: result.success ? undefined : koreanPaymentMessage(result.errorMessage) };
}

/** A popup message counts only from this site's own origin and in the window's shape. */
export function paymentResultFromMessage(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): PaymentResult | undefined {
  const result = windowResultFromMessage(event, ownOrigin);
  return result && paymentResultOf(result);
}

/** IMP.request_pay's callback; newer SDK builds may mark a failure by error_code alone. */
export function paymentResultFromSdk(response: PaymentResponse): PaymentResult {
  return paymentResultOf(windowResultFromCallback(response));
}
