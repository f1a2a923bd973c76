import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VerifyPage from '../pages/VerifyPage';
import { loadPortoneSdk, PORTONE_SDK_URL, type CertificationRequest, type CertificationResponse, type Iamport } from './portone-sdk';
import { rememberPortoneSandbox, runVerification } from './run-verification';
import { providerResultFromCertification } from './start-verification';
import { readVerificationRecord } from './verification-record';
import { sandboxProviders } from '@/test/providers';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CERTIFY_NO = 'maru_cert_1';
const origin = () => window.location.origin;

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });

/** The server: GET /certify/v1 answers `start`; the complete call answers success. */
function stubServer(start: { sandbox: boolean; impCode: string; sandboxUrl: string | null }) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/system/v1/providers')) {
      return envelope(sandboxProviders({ portone: { sandbox: start.sandbox } }));
    }
    if (url.endsWith('/certify/v1') && method === 'GET') return envelope({ certifyNo: CERTIFY_NO, ...start });
    if (url.endsWith('/certify/v1/complete')) return envelope({ result: true, certifyNo: CERTIFY_NO });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { completeCalls: () => calls.filter((call) => call.url.endsWith('/certify/v1/complete')) };
}

/** A stand-in for PortOne's SDK that answers certification with `response` (or holds it). */
function fakeImp(response?: CertificationResponse) {
  const imp = {
    init: vi.fn<(impCode: string) => void>(),
    certification: vi.fn((_request: CertificationRequest, callback: (answer: CertificationResponse) => void) => {
      if (response) queueMicrotask(() => callback(response));
    }),
  } satisfies Iamport;
  return imp;
}

const installImp = (imp: Iamport) => Object.assign(window, { IMP: imp });
const sdkScripts = () => document.querySelectorAll(`script[src="${PORTONE_SDK_URL}"]`);

/** A popup window as the sandbox flow uses it. */
function fakePopup() {
  return { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
}

beforeEach(() => {
  rememberPortoneSandbox(undefined);
});

afterEach(() => {
  delete (window as Window & { IMP?: Iamport }).IMP;
  sdkScripts().forEach((script) => script.remove());
  rememberPortoneSandbox(undefined);
});

describe('real PortOne verification', () => {
  const real = { sandbox: false, impCode: 'imp12345678', sandboxUrl: null };

  it('on a PC loads the SDK on demand, opens PortOne as a popup and completes the request with imp_uid', async () => {
    const server = stubServer(real);
    const blank = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(blank as unknown as Window);
    const imp = fakeImp({ success: true, imp_uid: 'imp_777', merchant_uid: CERTIFY_NO });

    expect(sdkScripts()).toHaveLength(0);
    const running = runVerification('/mypage');
    // The script element appears only now; the stub "loads" it by defining IMP.
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
    installImp(imp);
    sdkScripts()[0]!.dispatchEvent(new Event('load'));

    await expect(running).resolves.toEqual({ kind: 'verified', certifyNo: CERTIFY_NO, next: '/mypage' });
    expect(imp.init).toHaveBeenCalledWith('imp12345678');
    expect(imp.certification).toHaveBeenCalledWith({ merchant_uid: CERTIFY_NO, popup: true }, expect.any(Function));
    expect(server.completeCalls()).toEqual([
      { url: '/api/certify/v1/complete', method: 'POST', body: { certifyNo: CERTIFY_NO, certifyUid: 'imp_777' } },
    ]);
    expect(readVerificationRecord()).toEqual({ certifyNo: CERTIFY_NO, next: '/mypage', verified: true });
    // Before the provider was known a blank window was opened for the click; PortOne opens its own.
    expect(open).toHaveBeenCalledTimes(1);
    expect(blank.close).toHaveBeenCalled();
  });

  it('opens no window of its own once the provider is known to be PortOne', async () => {
    stubServer(real);
    rememberPortoneSandbox(false);
    const open = vi.spyOn(window, 'open');
    const imp = fakeImp({ success: true, imp_uid: 'imp_778', merchant_uid: CERTIFY_NO });
    installImp(imp);
    await expect(runVerification('/mypage')).resolves.toMatchObject({ kind: 'verified' });
    expect(open).not.toHaveBeenCalled();
    expect(imp.certification).toHaveBeenCalledWith({ merchant_uid: CERTIFY_NO, popup: true }, expect.any(Function));
  });

  it('on a phone lets PortOne take over the tab and return to /verify/callback', async () => {
    const server = stubServer(real);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const open = vi.spyOn(window, 'open');
    const imp = fakeImp();
    installImp(imp);
    void runVerification('/join/profile');
    await waitFor(() => expect(imp.certification).toHaveBeenCalled());
    expect(imp.init).toHaveBeenCalledWith('imp12345678');
    expect(imp.certification).toHaveBeenCalledWith(
      { merchant_uid: CERTIFY_NO, popup: false, m_redirect_url: `${origin()}/verify/callback` },
      expect.any(Function),
    );
    expect(open).not.toHaveBeenCalled();
    // /verify/callback finds the request it returns to.
    expect(readVerificationRecord()).toEqual({ certifyNo: CERTIFY_NO, next: '/join/profile', verified: false });
    expect(server.completeCalls()).toEqual([]);
  });

  it("shows the provider's failure message on the page and saves nothing", async () => {
    const server = stubServer(real);
    installImp(fakeImp({ success: false, imp_uid: 'imp_779', merchant_uid: CERTIFY_NO, error_msg: '본인인증을 취소하셨습니다.' }));
    const router = createMemoryRouter([{ path: '/verify', element: <VerifyPage /> }], { initialEntries: ['/verify?redirectUrl=%2Fmypage'] });
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: '본인인증 시작' }));
    expect((await screen.findByRole('alert')).textContent).toBe('본인인증을 취소하셨습니다.');
    expect(server.completeCalls()).toEqual([]);
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('puts a failure message without Korean text into a Korean sentence', () => {
    expect(providerResultFromCertification({ success: false, merchant_uid: CERTIFY_NO, error_code: 'F400', error_msg: 'timeout' })).toEqual({
      impUid: '',
      merchantUid: CERTIFY_NO,
      success: false,
      errorMessage: '본인인증이 완료되지 않았습니다. (timeout)',
    });
    expect(providerResultFromCertification({ imp_uid: 'imp_1', merchant_uid: CERTIFY_NO, error_code: 'F1' }).success).toBe(false);
    expect(providerResultFromCertification({ imp_uid: 'imp_1', merchant_uid: CERTIFY_NO }).success).toBe(true);
  });

  it('reports a script that fails to load in Korean and adds a fresh one on the next try', async () => {
    const first = loadPortoneSdk();
    sdkScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('본인인증 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(sdkScripts()).toHaveLength(0);
    const second = loadPortoneSdk();
    expect(sdkScripts()).toHaveLength(1);
    installImp(fakeImp());
    sdkScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe((window as Window & { IMP?: Iamport }).IMP);
  });

  it('says the service is unavailable when no PortOne merchant code is configured', async () => {
    stubServer({ sandbox: false, impCode: '', sandboxUrl: null });
    const blank = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(blank as unknown as Window);
    await expect(runVerification('/mypage')).rejects.toThrow('지금은 본인인증 서비스를 이용할 수 없습니다. 고객센터로 문의해 주세요.');
    expect(sdkScripts()).toHaveLength(0);
    expect(blank.close).toHaveBeenCalled();
  });
});

describe('sandbox verification (unchanged)', () => {
  it('opens the sandbox in the popup, takes its posted result and loads no SDK', async () => {
    const server = stubServer({ sandbox: true, impCode: 'imp_sandbox', sandboxUrl: '/sandbox/portone/certify' });
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const running = runVerification('/mypage');
    expect(open).toHaveBeenCalledWith('about:blank', 'maruCertify', 'width=480,height=760');
    await waitFor(() => expect(popup.location.href).toBe(`/sandbox/portone/certify?merchant_uid=${CERTIFY_NO}`));

    const message = new MessageEvent('message', { origin: origin(), data: { imp_uid: 'imp_sb', merchant_uid: CERTIFY_NO, success: true } });
    Object.defineProperty(message, 'source', { value: popup });
    window.dispatchEvent(message);

    await expect(running).resolves.toEqual({ kind: 'verified', certifyNo: CERTIFY_NO, next: '/mypage' });
    expect(server.completeCalls()).toEqual([
      { url: '/api/certify/v1/complete', method: 'POST', body: { certifyNo: CERTIFY_NO, certifyUid: 'imp_sb' } },
    ]);
    expect(sdkScripts()).toHaveLength(0);
  });

  it('on a phone sends the tab to the sandbox with m_redirect_url', async () => {
    stubServer({ sandbox: true, impCode: 'imp_sandbox', sandboxUrl: '/sandbox/portone/certify' });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: origin(), assign } as Location);
    await expect(runVerification('/mypage')).resolves.toEqual({ kind: 'redirecting' });
    const returnUrl = encodeURIComponent(`${origin()}/verify/callback`);
    expect(assign).toHaveBeenCalledWith(`/sandbox/portone/certify?merchant_uid=${CERTIFY_NO}&m_redirect_url=${returnUrl}`);
    expect(sdkScripts()).toHaveLength(0);
  });
});
