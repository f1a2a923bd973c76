import { Html, html, sandboxPage } from './html';

const MARK = '테스트 환경 — 본인인증(PortOne) 샌드박스';

export function certifyFormPage(merchantUid: string, redirectUrl: string | undefined, error?: string): string {
  const body = html`<h1>휴대폰 본인인증</h1>
<p class="hint">실제 본인인증 대신 입력한 정보로 인증된 것으로 처리합니다.</p>
${error ? html`<p class="hint" role="alert">${error}</p>` : new Html('')}
<form method="get" action="/sandbox/portone/certify/submit">
<input type="hidden" name="merchant_uid" value="${merchantUid}"><input type="hidden" name="m_redirect_url" value="${redirectUrl ?? ''}">
<label>이름 <input type="text" name="name" maxlength="30" required autocomplete="off"></label>
<label>휴대폰 번호 <input type="tel" name="phone" maxlength="13" pattern="[0-9-]{10,13}" placeholder="010-1234-5678" required></label>
<label>생년월일 <input type="date" name="birthday" required></label>
<label>성별 <select name="gender"><option value="female">여성</option><option value="male">남성</option></select></label>
<button type="submit">인증하기</button>
<button type="submit" name="cancel" value="1" class="secondary" formnovalidate>취소</button>
</form>`;
  return sandboxPage('본인인증 (테스트 환경)', MARK, body);
}

/** Shown in the popup: the external script posts the result to the opener and closes the window. */
export function popupResultPage(result: { imp_uid: string; merchant_uid: string; success: boolean; error_msg?: string }): string {
  const body = html`<h1>${result.success ? '본인인증이 완료되었습니다' : '본인인증을 취소했습니다'}</h1>
<p class="hint">이 창은 자동으로 닫힙니다. 닫히지 않으면 창을 닫아 주세요.</p>
<div id="certify-result" hidden data-imp-uid="${result.imp_uid}" data-merchant-uid="${result.merchant_uid}" data-success="${String(result.success)}" data-error-msg="${result.error_msg ?? ''}"></div>`;
  return sandboxPage('본인인증 결과 (테스트 환경)', MARK, body, '/sandbox/portone/certify-popup.js');
}

/** The popup's only script: served as a file because the CSP forbids inline scripts. */
export const popupScript = `(function () {
  var data = document.getElementById('certify-result').dataset;
  var message = { imp_uid: data.impUid, merchant_uid: data.merchantUid, success: data.success === 'true', error_msg: data.errorMsg || undefined };
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  }
})();
`;
