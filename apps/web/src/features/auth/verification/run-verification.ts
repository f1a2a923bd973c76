import { deviceTypeFromUserAgent } from '@maru/domain';
import { paths } from '@/shared/routing';
import { completeCertify, startCertify } from '../auth-api';
import { isInternalPath } from '../redirect';
import {
  judgeProviderResult,
  providerResultFromMessage,
  providerResultFromQuery,
  type ProviderResult,
} from './provider-result';
import { readVerificationRecord, saveVerificationRecord } from './verification-record';

export type VerificationOutcome =
  | { kind: 'verified'; certifyNo: string; next: string }
  | { kind: 'redirecting' }
  | { kind: 'cancelled'; message: string };

const POPUP_NAME = 'maruCertify';
const POPUP_FEATURES = 'width=480,height=760';
const CLOSED_POLL_MS = 400;

/** Phones, tablets and app web views get the provider in the same tab; PCs get a popup. */
export const usesRedirect = (userAgent: string = navigator.userAgent): boolean => deviceTypeFromUserAgent(userAgent) !== 'PC';

function providerUrl(base: string, certifyNo: string, returnUrl?: string): string {
  const query = new URLSearchParams({ merchant_uid: certifyNo });
  if (returnUrl) query.set('m_redirect_url', returnUrl);
  return `${base}?${query}`;
}

/** Resolves with the popup's posted result, or undefined once the popup closes without one. */
function waitForPopupResult(popup: Window, certifyNo: string): Promise<ProviderResult | undefined> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const result = providerResultFromMessage(event, window.location.origin);
      if (!result || event.source !== popup || result.merchantUid !== certifyNo) return;
      finish(result);
    };
    // The popup posts its result just before closing, so a close is only read as a
    // cancellation on the poll after it was seen.
    let closedSeen = false;
    const timer = window.setInterval(() => {
      if (closedSeen) finish(undefined);
      closedSeen = popup.closed;
    }, CLOSED_POLL_MS);
    function finish(result: ProviderResult | undefined) {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      resolve(result);
    }
    window.addEventListener('message', onMessage);
  });
}

async function saveResult(result: ProviderResult | undefined, certifyNo: string, next: string): Promise<VerificationOutcome> {
  if (!result) return { kind: 'cancelled', message: '본인인증 창이 닫혔습니다. 본인인증을 다시 진행해 주세요.' };
  const judged = judgeProviderResult(result);
  if (!judged.ok) {
    if (judged.cancelled) return { kind: 'cancelled', message: judged.message };
    throw new Error(judged.message);
  }
  if (judged.merchantUid !== certifyNo) throw new Error('본인인증 요청 정보가 일치하지 않습니다. 본인인증을 다시 진행해 주세요.');
  const saved = await completeCertify(certifyNo, judged.impUid);
  saveVerificationRecord({ certifyNo: saved, next, verified: true });
  return { kind: 'verified', certifyNo: saved, next };
}

/**
 * Runs identity verification and afterwards continues at `next` (an internal path). Call it
 * straight from a click: the popup has to open before the first await, or browsers block it.
 */
export async function runVerification(next: string): Promise<VerificationOutcome> {
  if (!isInternalPath(next)) throw new Error('잘못된 이동 경로입니다.');
  const popup = usesRedirect() ? null : window.open('about:blank', POPUP_NAME, POPUP_FEATURES);
  try {
    const start = await startCertify();
    if (!start.sandboxUrl) throw new Error('지금은 본인인증 서비스를 이용할 수 없습니다. 고객센터로 문의해 주세요.');
    saveVerificationRecord({ certifyNo: start.certifyNo, next, verified: false });
    if (!popup) {
      // No popup (mobile, or a blocked popup): the provider takes the tab and comes back.
      window.location.assign(providerUrl(start.sandboxUrl, start.certifyNo, `${window.location.origin}${paths.verifyCallback()}`));
      return { kind: 'redirecting' };
    }
    popup.location.href = providerUrl(start.sandboxUrl, start.certifyNo);
    return await saveResult(await waitForPopupResult(popup, start.certifyNo), start.certifyNo, next);
  } catch (error) {
    popup?.close();
    throw error;
  }
}

/** /verify/callback (and my page's return): reads the provider's query, clears it, saves the result. */
export async function finishRedirectedVerification(search: string): Promise<VerificationOutcome> {
  const result = providerResultFromQuery(search);
  // The ids must not stay in the address bar or the history (spec 01 §4).
  window.history.replaceState(window.history.state, '', window.location.pathname);
  const record = readVerificationRecord();
  if (!result) throw new Error('본인인증 결과가 없습니다. 본인인증을 다시 진행해 주세요.');
  if (!record) throw new Error('진행 중인 본인인증이 없습니다. 본인인증을 다시 진행해 주세요.');
  return saveResult(result, record.certifyNo, record.next);
}
