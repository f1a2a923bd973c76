import { deviceTypeFromUserAgent, internalPath } from '@maru/domain';
import { paths } from '@/shared/routing';
import { completeCertify, startCertify } from '../auth-api';
import { loadPortoneSdk } from './portone-sdk';
import { judgeProviderResult, providerResultFromQuery, type ProviderResult } from './provider-result';
import { startVerification } from './start-verification';
import { readVerificationRecord, saveVerificationRecord } from './verification-record';

export type VerificationOutcome =
  | { kind: 'verified'; certifyNo: string; next: string }
  | { kind: 'redirecting' }
  | { kind: 'cancelled'; message: string };

const POPUP_NAME = 'maruCertify';
const POPUP_FEATURES = 'width=480,height=760';

/** Phones, tablets and app web views get the provider in the same tab; PCs get a popup. */
export const usesRedirect = (userAgent: string = navigator.userAgent): boolean => deviceTypeFromUserAgent(userAgent) !== 'PC';

/**
 * Whether PortOne runs as this server's sandbox, as last heard (GET /system/v1/providers or
 * GET /certify/v1); undefined until then. A click must know it before its first await: the
 * sandbox needs a window opened right then, while PortOne's SDK opens its own later, and a
 * blank window opened first would use up the click the browser allows that popup for.
 */
let portoneSandbox: boolean | undefined;

export function rememberPortoneSandbox(sandbox: boolean | undefined): void {
  portoneSandbox = sandbox;
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
 * straight from a click: a popup has to open before the first await, or browsers block it.
 */
export async function runVerification(requested: string): Promise<VerificationOutcome> {
  const next = internalPath(requested);
  if (next === undefined) throw new Error('잘못된 이동 경로입니다.');
  const mode = usesRedirect() ? 'redirect' : 'popup';
  const popup = mode === 'popup' && portoneSandbox !== false ? window.open('about:blank', POPUP_NAME, POPUP_FEATURES) : null;
  // With the real provider known, its SDK downloads while the request id is being created.
  if (portoneSandbox === false) void loadPortoneSdk().catch(() => undefined);
  try {
    const start = await startCertify();
    rememberPortoneSandbox(start.sandbox);
    saveVerificationRecord({ certifyNo: start.certifyNo, next, verified: false });
    const step = await startVerification({ ...start, mode, popup, returnUrl: `${window.location.origin}${paths.verifyCallback()}` });
    if (step.kind === 'redirecting') return { kind: 'redirecting' };
    return await saveResult(step.result, start.certifyNo, next);
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
