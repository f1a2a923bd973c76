import { formatKrw, type AdminOrderView, type ClaimView } from '@maru/domain';
import { useId, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { actionsFor, type ClaimDecision, notesOf, OUTCOMES, quoteOf, refundOf } from './claim-decisions';
import { MoveSummary } from './MoveSummary';
import { decideClaim } from './orders-api';
import own from './orders.module.css';

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
  const [deciding, setDeciding] = useState<ClaimDecision>();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  if (claims.length === 0) return null;
  const close = () => {
    setDeciding(undefined);
    setReason('');
  };
  return (
    <section className={styles.panel} aria-labelledby="order-claims">
      <h2 id="order-claims">취소·반품</h2>
      <DataTable columns={['번호', '내용', '사유', '환불', '처리']}>
        {claims.map((claim) => (
          <ClaimRow key={claim.claimNo} claim={claim} quote={quoteOf(order, claim)} pending={pending} onChoose={setDeciding} />
        ))}
      </DataTable>
      {deciding ? (
        <ClaimDecisionDialog
          order={order}
          deciding={deciding}
          reason={reason}
          reasonId={reasonId}
          onReason={setReason}
          pending={pending}
          onCancel={close}
          onConfirm={() => {
            const { claim, action } = deciding;
            const text = reason.trim();
            onDecide(() => decideClaim(claim.claimNo, action, deciding.needsReason ? text : undefined));
            close();
          }}
        />
      ) : null}
    </section>
  );
}

interface ClaimRowProps {
  claim: ClaimView;
  quote: ReturnType<typeof quoteOf>;
  pending: boolean;
  onChoose: (decision: ClaimDecision) => void;
}

/** One claim: its number and date, what it is, why, its refund, and the decisions it waits for. */
function ClaimRow({ claim, quote, pending, onChoose }: ClaimRowProps) {
  return (
    <tr>
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
        {claim.refundAmount !== null ? formatKrw(claim.refundAmount) : quote ? `${formatKrw(quote.refund)} 예정` : '—'}
        <br />
        <span className={styles.small}>
          {claim.refundStatusLabel}
          {claim.returnShippingFee > 0 ? ` · 반품배송비 ${formatKrw(claim.returnShippingFee)}` : ''}
        </span>
      </td>
      <td>
        <div className={styles.rowActions}>
          {actionsFor(claim).map(({ action, label, needsReason }) => (
            <Button key={action} variant={needsReason ? 'secondary' : 'primary'} disabled={pending} onClick={() => onChoose({ claim, action, label, needsReason })}>
              {label}
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}

interface ClaimDecisionDialogProps {
  order: Pick<AdminOrderView, 'orderNo' | 'claimRefunds'>;
  deciding: ClaimDecision;
  reason: string;
  reasonId: string;
  onReason: (reason: string) => void;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The decision asked once more: what it does, the order, lines and refund it moves, and a rejection's reason. */
function ClaimDecisionDialog({ order, deciding, reason, reasonId, onReason, pending, onCancel, onConfirm }: ClaimDecisionDialogProps) {
  return (
    <ConfirmDialog
      title={deciding.label}
      onCancel={onCancel}
      cancelLabel="닫기"
      confirmLabel={deciding.label}
      onConfirm={onConfirm}
      ready={!deciding.needsReason || reason.trim() !== ''}
      pending={pending}
    >
      <p>{OUTCOMES[deciding.action]}</p>
      <MoveSummary
        orderNo={order.orderNo}
        lines={deciding.claim.lines}
        refund={refundOf(order, deciding.claim, deciding.action)}
        extra={notesOf(order, deciding.claim, deciding.action)}
      />
      {deciding.needsReason ? (
        <label className={styles.field} htmlFor={reasonId}>
          반려 사유 (고객에게 보입니다)
          <textarea id={reasonId} value={reason} maxLength={500} onChange={(event) => onReason(event.target.value)} />
        </label>
      ) : null}
    </ConfirmDialog>
  );
}
