import { loadPortoneSdk, type CertificationResponse } from './portone-sdk';
import { waitForWindowResult, windowResultFromCallback } from '@/shared/portone';
import type { ProviderResult } from './provider-result';

/** GET /certify/v1's answer plus how this device shows the provider. */
export interface VerificationStart {
  certifyNo: string;
  impCode: string;
  sandbox: boolean;
  sandboxUrl: string | null;
  /** 'popup' on PCs; 'redirect' where the provider takes over the tab (phones, tablets, app views). */
  mode: 'popup' | 'redirect';
  /**
   * A window the click opened before the first await (the sandbox needs it, or browsers block
   * it); null when none was opened or the browser blocked it.
   */
  popup: Window | null;
  /** Where a redirect returns: <origin>/verify/callback. */
  returnUrl: string;
}

/** The provider's answer (undefined: its window was closed without one), or the tab is leaving. */
export type ProviderStep = { kind: 'result'; result: ProviderResult | undefined } | { kind: 'redirecting' };

export const VERIFICATION_UNAVAILABLE = '지금은 본인인증 서비스를 이용할 수 없습니다. 고객센터로 문의해 주세요.';

/**
 * Shows the identity provider — this server's PortOne sandbox, or PortOne itself through its
 * SDK — and hands back its result the same way for both, so pages never branch on provider.
 */
export function startVerification(start: VerificationStart): Promise<ProviderStep> {
  return start.sandbox ? startSandbox(start) : startPortone(start);
}

function sandboxUrlFor(base: string, certifyNo: string, returnUrl?: string): string {
  const query = new URLSearchParams({ merchant_uid: certifyNo });
  if (returnUrl) query.set('m_redirect_url', returnUrl);
  return `${base}?${query}`;
}

async function startSandbox({ certifyNo, sandboxUrl, mode, popup, returnUrl }: VerificationStart): Promise<ProviderStep> {
  if (!sandboxUrl) throw new Error(VERIFICATION_UNAVAILABLE);
  if (mode === 'redirect' || !popup) {
    // No popup (mobile, or a blocked popup): the sandbox takes the tab and comes back.
    window.location.assign(sandboxUrlFor(sandboxUrl, certifyNo, returnUrl));
    return { kind: 'redirecting' };
  }
  popup.location.href = sandboxUrlFor(sandboxUrl, certifyNo);
  return { kind: 'result', result: await waitForWindowResult(popup, certifyNo) };
}


/**
 * PortOne's SDK opens its own window on PCs and takes over the tab on mobile, returning to
 * /verify/callback like the sandbox does. In that case the promise stays pending while the
 * tab leaves, and settles only if the SDK answers through the callback after all.
 */
async function startPortone({ certifyNo, impCode, mode, popup, returnUrl }: VerificationStart): Promise<ProviderStep> {
  // A blank window opened before the provider was known is not the SDK's: it goes.
  popup?.close();
  if (!impCode) throw new Error(VERIFICATION_UNAVAILABLE);
  const IMP = await loadPortoneSdk();
  IMP.init(impCode);
  const response = await new Promise<CertificationResponse>((resolve) => {
    IMP.certification(
      mode === 'popup' ? { merchant_uid: certifyNo, popup: true } : { merchant_uid: certifyNo, popup: false, m_redirect_url: returnUrl },
      resolve,
    );
  });
  return { kind: 'result', result: providerResultFromCertification(response) };
}

const DEFAULT_FAILURE = '본인인증이 완료되지 않았습니다.';

/** The SDK callback in the shape the sandbox posts, a failure said in Korean. */
export function providerResultFromCertification(response: CertificationResponse): ProviderResult {
  const result = windowResultFromCallback(response);
  return { ...result, errorMessage: result.success ? undefined : koreanFailureMessage(result.errorMessage) };
}

/** PortOne's and the identity agencies' messages are mostly Korean; any other text is wrapped in a Korean sentence. */
function koreanFailureMessage(message: string | null | undefined): string {
  const text = message?.trim();
  if (!text) return DEFAULT_FAILURE;
  return /[가-힣]/.test(text) ? text : `${DEFAULT_FAILURE} (${text})`;
}
