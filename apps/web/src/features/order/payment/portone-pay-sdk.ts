import type { z } from 'zod';
import type { paymentRequestView } from '@maru/domain';
import { loadExternalScript } from '@/shared/browser';

/**
 * PortOne v1 (아임포트) browser SDK for payments, loaded only when a real payment starts.
 * The identity verification loads the same script (features/auth/verification) through the
 * same loader; whichever runs first defines window.IMP and the other reuses it.
 */
export const PORTONE_SDK_URL = 'https://cdn.iamport.kr/v1/iamport.js';

export type PaymentParams = z.infer<typeof paymentRequestView>;

/** What IMP.request_pay hands its callback (PC); phones return through m_redirect_url instead. */
export interface PaymentResponse {
  success?: boolean;
  imp_uid?: string | null;
  merchant_uid?: string | null;
  error_code?: string | null;
  error_msg?: string | null;
}

export interface PaymentSdk {
  init(impCode: string): void;
  request_pay(params: PaymentParams, callback: (response: PaymentResponse) => void): void;
}

const LOAD_FAILED = '결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Resolves with the SDK's `IMP` once request_pay is there, adding its script on the first call. */
export function loadPaymentSdk(): Promise<PaymentSdk> {
  const read = () => {
    const imp = (window as Window & { IMP?: Partial<PaymentSdk> }).IMP;
    return imp && typeof imp.request_pay === 'function' ? (imp as PaymentSdk) : undefined;
  };
  return loadExternalScript({ url: PORTONE_SDK_URL, read, failMessage: LOAD_FAILED });
}
