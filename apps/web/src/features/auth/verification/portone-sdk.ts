import { loadExternalScript } from '@/shared/browser';

/**
 * PortOne v1 (아임포트) browser SDK: types for the `IMP` global it defines and a loader that
 * adds its script only when a shopper starts a real verification. The SDK is never part of
 * the app's own bundle; the server's CSP allows its host only while PortOne keys are set.
 */

export const PORTONE_SDK_URL = 'https://cdn.iamport.kr/v1/iamport.js';

/** IMP.certification's parameters, as far as this shop uses them. */
export interface CertificationRequest {
  /** The shop's request id: our certifyNo. */
  merchant_uid: string;
  /** true: the SDK opens its own window (PCs); false: it takes over the tab (mobile). */
  popup: boolean;
  /** Where the provider returns the tab with imp_uid, merchant_uid and success (mobile). */
  m_redirect_url?: string;
}

/** What IMP.certification hands its callback. */
export interface CertificationResponse {
  success?: boolean;
  imp_uid?: string | null;
  merchant_uid?: string | null;
  error_code?: string | null;
  error_msg?: string | null;
}

export interface Iamport {
  init(impCode: string): void;
  certification(request: CertificationRequest, callback: (response: CertificationResponse) => void): void;
}

const LOAD_FAILED = '본인인증 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Resolves with the SDK's `IMP`, adding its script element on the first call. */
export function loadPortoneSdk(): Promise<Iamport> {
  return loadExternalScript({ url: PORTONE_SDK_URL, read: () => (window as Window & { IMP?: Iamport }).IMP, failMessage: LOAD_FAILED });
}
