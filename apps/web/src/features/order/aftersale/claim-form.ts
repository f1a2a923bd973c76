import {
  type AfterSaleLineView,
  CANCEL_REASONS,
  cancelReasonLabels,
  type ClaimKindName,
  type ClaimQuantity,
  refundAccountInput,
  type RefundAccountInput,
  RETURN_REASONS,
  returnReasonLabels,
  withParticle,
} from '@maru/domain';

// What the cancel and return forms share: their words, the lines each may offer (the
// server's `actions`), the reasons (the domain's), and the checks before sending.

export interface ClaimWords {
  title: string;
  linesLegend: string;
  reasonLegend: string;
  submit: string;
  none: string;
  /** Beside the pieces of a line taken only in part. */
  qtyLabel: string;
}

export const claimWords: Readonly<Record<ClaimKindName, ClaimWords>> = {
  CANCEL: { title: '주문 취소', linesLegend: '취소할 상품', reasonLegend: '취소 사유', submit: '취소 신청', none: '지금 취소할 수 있는 상품이 없습니다.', qtyLabel: '취소 수량' },
  RETURN: { title: '반품 신청', linesLegend: '반품할 상품', reasonLegend: '반품 사유', submit: '반품 신청', none: '지금 반품을 신청할 수 있는 상품이 없습니다.', qtyLabel: '반품 수량' },
};

export function reasonsFor(kind: ClaimKindName): { code: string; label: string }[] {
  return kind === 'CANCEL'
    ? CANCEL_REASONS.map((code) => ({ code, label: cancelReasonLabels[code] }))
    : RETURN_REASONS.map((code) => ({ code, label: returnReasonLabels[code] }));
}

/** The lines the server says this claim may take now. */
export function claimableLines<Line extends Pick<AfterSaleLineView, 'actions'>>(kind: ClaimKindName, lines: readonly Line[]): Line[] {
  return lines.filter((line) => (kind === 'CANCEL' ? line.actions.cancel : line.actions.requestReturn));
}

/**
 * The lines the form opens with: those asked for that may be taken, or, when none of them
 * may (or none were named), every line that may.
 */
export function initialSelection(allowed: readonly { lineNo: number }[], asked: readonly number[]): number[] {
  const allowedNos = allowed.map((line) => line.lineNo);
  const picked = allowedNos.filter((lineNo) => asked.includes(lineNo));
  return picked.length > 0 ? picked : allowedNos;
}

/** `1,2,3` from the address; anything unreadable is dropped. */
export function lineNosFrom(text: string | null): number[] {
  if (!text) return [];
  return [...new Set(text.split(',').map((part) => Number(part.trim())))].filter((value) => Number.isInteger(value) && value > 0);
}

export type ClaimField = 'claim-lines' | 'claim-reason' | 'refund-bank' | 'refund-holder' | 'refund-account-no';

export interface ClaimValues {
  lineNos: readonly number[];
  reason: string;
  account: RefundAccountInput;
}

const accountFields = { bankCode: 'refund-bank', holder: 'refund-holder', accountNo: 'refund-account-no' } as const;
const accountMessages = { bankCode: '환불받을 은행을 선택해 주세요.', holder: '예금주를 입력해 주세요.', accountNo: '계좌번호를 확인해 주세요. (숫자와 -, 6~20자)' } as const;

/** What is missing or wrong, in the order the fields appear; the account only when a refund needs one. */
export function claimErrors(kind: ClaimKindName, values: ClaimValues, needsAccount: boolean): Partial<Record<ClaimField, string>> {
  const errors: Partial<Record<ClaimField, string>> = {};
  if (values.lineNos.length === 0) errors['claim-lines'] = `${withParticle(claimWords[kind].linesLegend, '을/를')} 하나 이상 골라 주세요.`;
  if (!reasonsFor(kind).some((reason) => reason.code === values.reason)) errors['claim-reason'] = `${withParticle(claimWords[kind].reasonLegend, '을/를')} 골라 주세요.`;
  if (needsAccount) {
    for (const key of Object.keys(accountFields) as (keyof typeof accountFields)[]) {
      if (!refundAccountInput.shape[key].safeParse(values.account[key]).success) errors[accountFields[key]] = accountMessages[key];
    }
  }
  return errors;
}

/** The lines chosen with fewer pieces than they hold (2 of 5 boxes); the others go whole. */
export function partialQuantities(lines: readonly Pick<AfterSaleLineView, 'lineNo' | 'qty'>[], lineNos: readonly number[], chosen: Readonly<Record<number, number>>): ClaimQuantity[] {
  return lines
    .filter((line) => lineNos.includes(line.lineNo))
    .flatMap((line) => {
      const qty = chosen[line.lineNo] ?? line.qty;
      return qty < line.qty ? [{ lineNo: line.lineNo, qty }] : [];
    });
}

/**
 * A fresh key for one confirmed request: the server answers a repeat of it (a double tap, a
 * retry after a lost answer) with the claims the first one made instead of taking more pieces.
 */
export function newRequestKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
