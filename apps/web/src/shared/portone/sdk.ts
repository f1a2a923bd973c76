import { loadExternalScript } from '@/shared/browser';
import type { PortoneWindowResult } from './window-result';

/**
 * PortOne v1 (아임포트) browser SDK, for identity verification and payment alike: one script
 * that defines the `IMP` global, added only when a real verification or payment starts (never
 * part of the app's bundle; the server's CSP allows its host only while PortOne keys are set).
 * Whichever flow runs first adds it and the other reuses it.
 */
export const PORTONE_SDK_URL = 'https://cdn.iamport.kr/v1/iamport.js';

/** What IMP.certification and IMP.request_pay hand their callbacks. */
export interface PortoneCallbackResponse {
  success?: boolean;
  imp_uid?: string | null;
  merchant_uid?: string | null;
  error_code?: string | null;
  error_msg?: string | null;
}

/**
 * A callback's answer in the shape a window posts. Newer SDK builds may leave `success` out and
 * mark a failure by error_code alone, so an error_code always means failure.
 */
export function windowResultFromCallback(response: PortoneCallbackResponse): PortoneWindowResult {
  const success = response.error_code ? false : (response.success ?? Boolean(response.imp_uid));
  return { impUid: response.imp_uid ?? '', merchantUid: response.merchant_uid ?? '', success, errorMessage: success ? undefined : (response.error_msg ?? undefined) };
}

/** Resolves with the SDK's `IMP` once `ready` finds what the flow calls, adding the script on the first call. */
export function loadPortone<Sdk>(ready: (imp: Partial<Sdk>) => boolean, failMessage: string): Promise<Sdk> {
  const read = () => {
    const imp = (window as Window & { IMP?: Partial<Sdk> }).IMP;
    return imp && ready(imp) ? (imp as Sdk) : undefined;
  };
  return loadExternalScript({ url: PORTONE_SDK_URL, read, failMessage });
}
