import { formatKrw, type ClaimView } from '@maru/domain';
import { useId, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { formatDateTime } from '../../ui/format';
import { decideClaim, type ClaimAction } from './orders-api';

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

interface ClaimsPanelProps {
  claims: readonly ClaimView[];
  pending: boolean;
  onDecide: (run: () => Promise<unknown>) => void;
}

/** The order's cancels and returns, each with the decisions it waits for. */
export function ClaimsPanel({ claims, pending, onDecide }: ClaimsPanelProps) {
  const [rejecting, setRejecting] = useState<{ claim: ClaimView; action: ClaimAction }>();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  if (claims.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="order-claims">
      <h2 id="order-claims">취소·반품</h2>
      <DataTable columns={['번호', '내용', '사유', '환불', '처리']}>
        {claims.map((claim) => (
          <tr key={claim.claimNo}>
            <td className={styles.nowrap}>
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
            <td className={styles.nowrap}>
              {claim.refundAmount === null ? '—' : formatKrw(claim.refundAmount)}
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
                    onClick={() => (needsReason ? setRejecting({ claim, action }) : onDecide(() => decideClaim(claim.claimNo, action)))}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {rejecting ? (
        <ConfirmDialog
          title="요청 반려"
          onCancel={() => setRejecting(undefined)}
          cancelLabel="닫기"
          confirmLabel="반려하기"
          onConfirm={() => {
            onDecide(() => decideClaim(rejecting.claim.claimNo, rejecting.action, reason.trim()));
            setRejecting(undefined);
            setReason('');
          }}
          ready={reason.trim() !== ''}
          pending={pending}
        >
          <label className={styles.field} htmlFor={reasonId}>
            반려 사유 (고객에게 보입니다)
            <textarea id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </label>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
