import type { z } from 'zod';
import type { paymentRequestView } from '@maru/domain';

/**
 * PortOne v1 (아임포트) browser SDK for payments, loaded only when a real payment starts.
 * The identity verification loads the same script (features/auth/verification); whichever
 * runs first defines window.IMP and the other reuses it.
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

const loadedSdk = (): PaymentSdk | undefined => {
  const imp = (window as Window & { IMP?: Partial<PaymentSdk> }).IMP;
  return imp && typeof imp.request_pay === 'function' ? (imp as PaymentSdk) : undefined;
};

let loading: Promise<PaymentSdk> | undefined;

export function loadPaymentSdk(): Promise<PaymentSdk> {
  const ready = loadedSdk();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PaymentSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PORTONE_SDK_URL;
    script.async = true;
    script.addEventListener('load', () => {
      const sdk = loadedSdk();
      if (sdk) resolve(sdk);
      else fail();
    });
    script.addEventListener('error', fail);
    function fail() {
      // Removed so that the next attempt adds a fresh script element.
      script.remove();
      reject(new Error(LOAD_FAILED));
    }
    document.head.append(script);
  }).finally(() => {
    loading = undefined;
  });
  return loading;
}
