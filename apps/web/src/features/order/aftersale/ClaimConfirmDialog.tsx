import { formatKrw, type ClaimKindName, type RefundQuoteView } from '@maru/domain';
import { Button, Dialog } from '@/shared/ui';
import styles from './AfterSale.module.css';

/** A line as the confirmation names it: what, which option, how many pieces. */
export interface ClaimedItem {
  lineNo: number;
  productName: string;
  optionName: string;
  qty: number;
}

interface ClaimConfirmDialogProps {
  kind: ClaimKindName;
  open: boolean;
  items: readonly ClaimedItem[];
  /** The quote for exactly these items; undefined while it is being asked for. */
  quote: RefundQuoteView | undefined;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const words = {
  CANCEL: { title: '주문을 취소할까요?', lead: '아래 상품을 취소합니다.', confirm: '취소하기' },
  RETURN: { title: '반품을 신청할까요?', lead: '아래 상품의 반품을 신청합니다.', confirm: '반품 신청하기' },
} as const;

function refundNote(kind: ClaimKindName, quote: RefundQuoteView): string {
  if (quote.unpaid) return '아직 입금 전이라 환불할 금액이 없습니다.';
  const where = quote.refundNeedsAccount ? '입력한 계좌로' : '결제한 수단으로';
  const when = kind === 'RETURN' ? '상품이 회수된 뒤' : '취소가 완료되면';
  return `${when} ${where} 영업일 기준 ${quote.refundBusinessDays}일 이내 환불됩니다.`;
}

/**
 * The last step of a cancel or a return: it names what goes and how much comes back before
 * anything is sent, since a cancel of paid lines is refunded at once and cannot be undone.
 */
export function ClaimConfirmDialog({ kind, open, items, quote, sending, onConfirm, onClose }: ClaimConfirmDialogProps) {
  const text = words[kind];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={text.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            돌아가기
          </Button>
          <Button disabled={!quote || sending} aria-busy={sending || undefined} onClick={onConfirm}>
            {text.confirm}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <p>{text.lead}</p>
        <ul className={styles.confirmItems} data-testid="claim-confirm-items">
          {items.map((item) => (
            <li key={item.lineNo}>
              <strong>{item.productName}</strong>
              {item.optionName ? ` (${item.optionName})` : ''} · {item.qty}개
            </li>
          ))}
        </ul>
        {quote ? (
          <dl className={styles.confirmRefund}>
            <div>
              <dt>환불 예정 금액</dt>
              <dd data-testid="confirm-refund-amount">{formatKrw(quote.refund)}</dd>
            </div>
            {(quote.pointsRefund ?? 0) > 0 ? (
              <div>
                <dt>돌려받는 적립금</dt>
                <dd>{formatKrw(quote.pointsRefund ?? 0)}</dd>
              </div>
            ) : null}
            {kind === 'RETURN' && quote.returnShippingFee > 0 ? (
              <div>
                <dt>반품 배송비</dt>
                <dd>-{formatKrw(quote.returnShippingFee)}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p role="status">환불 예정 금액을 계산하고 있습니다.</p>
        )}
        {quote ? <p className={styles.muted}>{refundNote(kind, quote)}</p> : null}
        {kind === 'CANCEL' ? <p className={styles.warning}>취소한 뒤에는 되돌릴 수 없습니다.</p> : null}
      </div>
    </Dialog>
  );
}
