import { formatKrw, type AdminOrderView, type ClaimView } from '@maru/domain';
import type { ClaimAction } from './orders-api';

/** A decision on a claim: which, as its button says it, and whether it needs the reason the shopper will read. */
export interface ClaimDecision {
  claim: ClaimView;
  action: ClaimAction;
  label: string;
  needsReason?: boolean;
}

/** The decisions a claim in this state takes, as the server's state machine allows them. */
export function actionsFor(claim: ClaimView): { action: ClaimAction; label: string; needsReason?: boolean }[] {
  if (claim.kind === 'CANCEL' && claim.status === 'REQUESTED') {
    return [
      { action: 'approve-cancel', label: '취소 승인 (환불)' },
      { action: 'reject-cancel', label: '취소 반려', needsReason: true },
    ];
  }
  if (claim.kind === 'RETURN' && claim.status === 'REQUESTED') {
    return [
      { action: 'pick-up', label: '수거 완료' },
      { action: 'reject-return', label: '반품 반려', needsReason: true },
    ];
  }
  if (claim.kind === 'RETURN' && claim.status === 'PICKED_UP') {
    return [
      { action: 'complete-return', label: '검수 완료 (환불)' },
      { action: 'reject-return', label: '반품 반려', needsReason: true },
    ];
  }
  if (claim.refundStatus === 'PENDING') return [{ action: 'retry-refund', label: '환불 다시 보내기' }];
  return [];
}

/** What each decision does, said in its confirmation. */
export const OUTCOMES: Record<ClaimAction, string> = {
  'approve-cancel': '취소 요청을 승인합니다. 상품은 주문에서 빠지고 아래 금액이 바로 환불됩니다.',
  'reject-cancel': '취소 요청을 반려합니다. 상품은 상품준비중으로 돌아가고 환불은 없습니다.',
  'pick-up': '반품 상품을 수거했다고 표시합니다. 환불은 검수 완료 때 아래 금액으로 나갑니다.',
  'complete-return': '검수를 마치고 반품을 완료합니다. 상품은 재고로 돌아가고 아래 금액이 바로 환불됩니다.',
  'reject-return': '반품을 반려합니다. 상품은 배송완료로 돌아가고 환불은 없습니다.',
  'retry-refund': 'PortOne에 환불을 다시 보냅니다.',
};

type Refunds = Pick<AdminOrderView, 'claimRefunds'>;

/** The server's refund quote for an open claim, if it sent one. */
export const quoteOf = (order: Refunds, claim: ClaimView) => order.claimRefunds.find((quote) => quote.claimNo === claim.claimNo);

/** The refund the decision sends, as the confirmation names it. */
export function refundOf(order: Refunds, claim: ClaimView, action: ClaimAction): number | null {
  if (action === 'reject-cancel' || action === 'reject-return') return null;
  if (action === 'retry-refund') return claim.refundAmount;
  return quoteOf(order, claim)?.refund ?? claim.refundAmount;
}

/** What moves besides the cash: the return shipping deducted, points given back. */
export function notesOf(order: Refunds, claim: ClaimView, action: ClaimAction): string | undefined {
  if (action === 'reject-cancel' || action === 'reject-return') return undefined;
  const quote = quoteOf(order, claim);
  const fee = quote?.returnShippingFee ?? claim.returnShippingFee;
  const notes = [fee > 0 ? `반품 배송비 ${formatKrw(fee)} 차감` : '', quote && quote.pointsRefund > 0 ? `적립금 ${formatKrw(quote.pointsRefund)} 복원` : ''].filter(Boolean);
  return notes.length ? notes.join(' · ') : undefined;
}
