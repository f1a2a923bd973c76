import { loadPortone, type PortoneCallbackResponse } from '@/shared/portone';

// The PortOne SDK's identity verification (IMP.certification), as far as this shop uses it.

export { PORTONE_SDK_URL } from '@/shared/portone';

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
export type CertificationResponse = PortoneCallbackResponse;

export interface Iamport {
  init(impCode: string): void;
  certification(request: CertificationRequest, callback: (response: CertificationResponse) => void): void;
}

const LOAD_FAILED = '본인인증 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Resolves with the SDK's `IMP`, adding its script element on the first call. */
export function loadPortoneSdk(): Promise<Iamport> {
  return loadPortone<Iamport>(() => true, LOAD_FAILED);
}
