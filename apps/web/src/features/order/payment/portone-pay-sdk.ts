import type { z } from 'zod';
import type { paymentRequestView } from '@maru/domain';
import { loadPortone, type PortoneCallbackResponse } from '@/shared/portone';

// The PortOne SDK's payment window (IMP.request_pay); the identity verification loads the same
// script through the same loader.

export { PORTONE_SDK_URL } from '@/shared/portone';

export type PaymentParams = z.infer<typeof paymentRequestView>;

/** What IMP.request_pay hands its callback (PC); phones return through m_redirect_url instead. */
export type PaymentResponse = PortoneCallbackResponse;

export interface PaymentSdk {
  init(impCode: string): void;
  request_pay(params: PaymentParams, callback: (response: PaymentResponse) => void): void;
}

const LOAD_FAILED = '결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Resolves with the SDK's `IMP` once request_pay is there, adding its script on the first call. */
export function loadPaymentSdk(): Promise<PaymentSdk> {
  return loadPortone<PaymentSdk>((imp) => typeof imp.request_pay === 'function', LOAD_FAILED);
}
