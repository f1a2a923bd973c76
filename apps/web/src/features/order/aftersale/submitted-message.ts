import type { ClaimKindName } from '@maru/domain';
import type { ClaimSubmitted } from '../api/aftersale-api';

/** The toast after a cancel or return: what happened to it, from the claims the server made. */
export function submittedMessage(kind: ClaimKindName, result: ClaimSubmitted): string {
  if (kind === 'RETURN') return '반품 신청을 접수했습니다. 상품을 회수한 뒤 검수를 마치면 환불해 드립니다.';
  const made = result.order.claims.filter((claim) => result.claimNos.includes(claim.claimNo));
  const done = made.filter((claim) => claim.status === 'COMPLETED');
  if (done.length === made.length) return '주문을 취소했습니다.';
  if (done.length === 0) return '취소 요청을 접수했습니다. 판매자가 확인한 뒤 처리해 드립니다.';
  return '일부 상품은 바로 취소했고, 준비 중인 상품은 판매자가 확인한 뒤 처리해 드립니다.';
}
