import { formatKrw, type AdminOrderView, type ClaimView } from '@maru/domain';
import { useId, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { MoveSummary } from './MoveSummary';
import { decideClaim, type ClaimAction } from './orders-api';
import own from './orders.module.css';

/** The decisions a claim in this state takes, as the server's state machine allows them. */
function actionsFor(claim: ClaimView): { action: ClaimAction; label: string; needsReason?: boolean }[] {
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
const OUTCOMES: Record<ClaimAction, string> = {
  'approve-cancel': '취소 요청을 승인합니다. 상품은 주문에서 빠지고 아래 금액이 바로 환불됩니다.',
  'reject-cancel': '취소 요청을 반려합니다. 상품은 상품준비중으로 돌아가고 환불은 없습니다.',
  'pick-up': '반품 상품을 수거했다고 표시합니다. 환불은 검수 완료 때 아래 금액으로 나갑니다.',
  'complete-return': '검수를 마치고 반품을 완료합니다. 상품은 재고로 돌아가고 아래 금액이 바로 환불됩니다.',
  'reject-return': '반품을 반려합니다. 상품은 배송완료로 돌아가고 환불은 없습니다.',
  'retry-refund': 'PortOne에 환불을 다시 보냅니다.',
};

interface ClaimsPanelProps {
  order: Pick<AdminOrderView, 'orderNo' | 'claims' | 'claimRefunds'>;
  pending: boolean;
  onDecide: (run: () => Promise<unknown>) => void;
}

/**
 * The order's cancels and returns, each with the decisions it waits for. Every decision asks
 * first, naming the order, its lines and the refund it sends (the server's quote for an open
 * claim), and a rejection asks for the reason the shopper will read.
 */
export function ClaimsPanel({ order, pending, onDecide }: ClaimsPanelProps) {
  const { claims } = order;
  const [deciding, setDeciding] = useState<{ claim: ClaimView; action: ClaimAction; label: string; needsReason?: boolean }>();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  if (claims.length === 0) return null;
  const quoteOf = (claim: ClaimView) => order.claimRefunds.find((quote) => quote.claimNo === claim.claimNo);
  /** The refund the decision sends, as the confirmation names it. */
  const refundOf = (claim: ClaimView, action: ClaimAction): number | null => {
    if (action === 'reject-cancel' || action === 'reject-return') return null;
    if (action === 'retry-refund') return claim.refundAmount;
    return quoteOf(claim)?.refund ?? claim.refundAmount;
  };
  /** What moves besides the cash: the return shipping deducted, points given back. */
  const notesOf = (claim: ClaimView, action: ClaimAction): string | undefined => {
    if (action === 'reject-cancel' || action === 'reject-return') return undefined;
    const quote = quoteOf(claim);
    const fee = quote?.returnShippingFee ?? claim.returnShippingFee;
    const notes = [fee > 0 ? `반품 배송비 ${formatKrw(fee)} 차감` : '', quote && quote.pointsRefund > 0 ? `적립금 ${formatKrw(quote.pointsRefund)} 복원` : ''].filter(Boolean);
    return notes.length ? notes.join(' · ') : undefined;
  };
  const close = () => {
    setDeciding(undefined);
    setReason('');
  };
  return (
    <section className={styles.panel} aria-labelledby="order-claims">
      <h2 id="order-claims">취소·반품</h2>
      <DataTable columns={['번호', '내용', '사유', '환불', '처리']}>
        {claims.map((claim) => (
          <tr key={claim.claimNo}>
            <td className={own.figure}>
              {claim.claimNo}
              <br />
              <span className={styles.small}>{formatDateTime(claim.createdAt)}</span>
            </td>
            <td>
              {claim.statusLabel} · {claim.lines.map((line) => line.productName).join(', ')}
              {claim.requestedBy === 'STAFF' ? <span className={styles.small}> (판매자)</span> : null}
            </td>
            <td>
              {claim.reasonLabel}
              {claim.reasonText ? <br /> : null}
              {claim.reasonText ? <span className={styles.small}>{claim.reasonText}</span> : null}
              {claim.rejectReason ? <span className={styles.small}> 반려: {claim.rejectReason}</span> : null}
            </td>
            <td className={own.figure}>
              {claim.refundAmount !== null ? formatKrw(claim.refundAmount) : quoteOf(claim) ? `${formatKrw(quoteOf(claim)!.refund)} 예정` : '—'}
              <br />
              <span className={styles.small}>
                {claim.refundStatusLabel}
                {claim.returnShippingFee > 0 ? ` · 반품배송비 ${formatKrw(claim.returnShippingFee)}` : ''}
              </span>
            </td>
            <td>
              <div className={styles.rowActions}>
                {actionsFor(claim).map(({ action, label, needsReason }) => (
                  <Button
                    key={action}
                    variant={needsReason ? 'secondary' : 'primary'}
                    disabled={pending}
                    onClick={() => setDeciding({ claim, action, label, needsReason })}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {deciding ? (
        <ConfirmDialog
          title={deciding.label}
          onCancel={close}
          cancelLabel="닫기"
          confirmLabel={deciding.label}
          onConfirm={() => {
            const { claim, action } = deciding;
            const text = reason.trim();
            onDecide(() => decideClaim(claim.claimNo, action, deciding.needsReason ? text : undefined));
            close();
          }}
          ready={!deciding.needsReason || reason.trim() !== ''}
          pending={pending}
        >
          <p>{OUTCOMES[deciding.action]}</p>
          <MoveSummary
            orderNo={order.orderNo}
            lines={deciding.claim.lines}
            refund={refundOf(deciding.claim, deciding.action)}
            extra={notesOf(deciding.claim, deciding.action)}
          />
          {deciding.needsReason ? (
            <label className={styles.field} htmlFor={reasonId}>
              반려 사유 (고객에게 보입니다)
              <textarea id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
            </label>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
