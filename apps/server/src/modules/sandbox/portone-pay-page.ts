import { formatKrw } from '@maru/domain';
import { Html, html, sandboxPage } from './html';
import type { SandboxPayment } from './portone-payments';

const MARK = '테스트 환경 — 결제(PortOne) 샌드박스: 실제로 결제되지 않습니다';

const METHOD_LABELS: Record<string, string> = {
  card: '신용/체크카드', trans: '실시간 계좌이체', vbank: '가상계좌', kakaopay: '카카오페이', naverpay: '네이버페이', tosspay: '토스페이',
};

export type WindowParams = Record<string, string | number | undefined>;

function methodLabel(params: WindowParams): string {
  const wallet = String(params.pg ?? '').split('.')[0] ?? '';
  const method = String(params.pay_method ?? '');
  return METHOD_LABELS[wallet] ?? METHOD_LABELS[method] ?? method;
}

/** The payment window: what IMP.request_pay would show, with the outcomes a tester can choose. */
export function payWindowPage(params: WindowParams, error?: string): string {
  const hidden = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${String(value)}">`);
  const vbank = params.pay_method === 'vbank';
  const body = html`<h1>결제하기</h1>
<p class="hint">실제 결제창 대신 결과를 골라 결제 흐름을 시험합니다.</p>
${error ? html`<p class="hint" role="alert">${error}</p>` : new Html('')}
<dl><dt>상품</dt><dd>${String(params.name ?? '')}</dd><dt>결제 금액</dt><dd data-testid="pay-amount">${formatKrw(Number(params.amount ?? 0))}</dd><dt>결제 수단</dt><dd>${methodLabel(params)}</dd></dl>
<form method="post" action="/sandbox/portone/pay/submit">${hidden}
${vbank ? html`<button type="submit" name="outcome" value="ready">가상계좌 발급</button>` : html`<button type="submit" name="outcome" value="paid">결제하기</button>`}
<button type="submit" name="outcome" value="failed" class="secondary">결제 실패 (승인 거절)</button>
<button type="submit" name="outcome" value="cancel" class="secondary">결제 취소 (창 닫기)</button>
</form>`;
  return sandboxPage('결제 (테스트 환경)', MARK, body);
}

export interface WindowResult {
  imp_uid: string;
  merchant_uid: string;
  success: boolean;
  error_msg?: string;
}

/** Shown in a popup: the script posts the result to the opener and closes the window. */
export function payResultPage(result: WindowResult): string {
  const body = html`<h1>${result.success ? '결제 요청이 끝났습니다' : '결제가 완료되지 않았습니다'}</h1>
<p class="hint">이 창은 자동으로 닫힙니다. 닫히지 않으면 창을 닫아 주세요.</p>
<div id="certify-result" hidden data-imp-uid="${result.imp_uid}" data-merchant-uid="${result.merchant_uid}" data-success="${String(result.success)}" data-error-msg="${result.error_msg ?? ''}"></div>`;
  // The certification popup's script reads the same element and posts the same fields.
  return sandboxPage('결제 결과 (테스트 환경)', MARK, body, '/sandbox/portone/certify-popup.js');
}

/** The tester's bank: unpaid virtual accounts and a deposit button for each. */
export function vbankListPage(accounts: readonly SandboxPayment[], notice?: string): string {
  const rows = accounts.map(
    (account) => html`<fieldset><legend>${account.name}</legend>
<p>${account.vbank_name ?? ''} ${account.vbank_num ?? ''} (${account.vbank_holder ?? ''})<br>${formatKrw(account.amount)} · 주문 ${account.merchant_uid}</p>
<form method="post" action="/sandbox/portone/vbank/deposit"><input type="hidden" name="imp_uid" value="${account.imp_uid}"><button type="submit">입금하기</button></form></fieldset>`,
  );
  const body = html`<h1>가상계좌 입금 (테스트 은행)</h1>
${notice ? html`<p class="hint" role="status">${notice}</p>` : new Html('')}
${rows.length > 0 ? rows : html`<p class="hint">입금을 기다리는 가상계좌가 없습니다.</p>`}`;
  return sandboxPage('가상계좌 입금 (테스트 환경)', MARK, body);
}
