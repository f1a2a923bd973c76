import { CANCEL_REASONS, cancelReasonLabels, formatKrw, type AdminOrderView, type CancelReason } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { choicesOf } from '@/shared/ui/Options';
import { codeChoices } from '../../api/code-list';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { SelectField } from '../../ui/pieces/fields';
import { ConsoleApiError } from '../../api/console-api';
import { MoveSummary } from './MoveSummary';
import { cancelLines, cancelQuoteQuery, carriersQuery, moveLines, shipLines } from './orders-api';

const reasonChoices = choicesOf(CANCEL_REASONS, (code) => cancelReasonLabels[code]);

export type LineAction = 'prepare' | 'ship' | 'deliver' | 'cancel';

const TITLES: Record<LineAction, string> = { prepare: '상품준비중으로', ship: '배송 시작', deliver: '배송완료로', cancel: '판매자 취소' };

interface LineActionDialogProps {
  action: LineAction;
  order: Pick<AdminOrderView, 'orderNo' | 'lines'>;
  lineNos: readonly number[];
  pending: boolean;
  onCancel: () => void;
  /** Runs the call; the page shows its outcome. */
  onConfirm: (run: () => Promise<unknown>) => void;
}

/**
 * The confirmation each line action needs, naming the order and its lines, with what it
 * needs besides: the carrier and tracking number for 배송 시작 (the shopper gets them in a
 * message), the reason and the server's refund quote for a 판매자 취소 (which refunds at once).
 */
export function LineActionDialog({ action, order, lineNos, pending, onCancel, onConfirm }: LineActionDialogProps) {
  const { orderNo } = order;
  const carriers = useQuery({ ...carriersQuery, enabled: action === 'ship' });
  const quote = useQuery({ ...cancelQuoteQuery(orderNo, lineNos), enabled: action === 'cancel' });
  const [carrierCode, setCarrierCode] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [reason, setReason] = useState<CancelReason>('OTHER');
  const [reasonText, setReasonText] = useState('');
  const ids = { carrier: useId(), tracking: useId(), reason: useId(), text: useId() };
  const ready = action === 'ship' ? carrierCode !== '' && trackingNo.trim() !== '' : action === 'cancel' ? reasonText.trim() !== '' && quote.isSuccess : true;
  const chosenLines = order.lines.filter((line) => lineNos.includes(line.lineNo));
  const refund =
    action !== 'cancel'
      ? null
      : quote.isSuccess
        ? quote.data.refund
        : quote.isError
          ? `환불 금액을 계산하지 못했습니다: ${quote.error instanceof ConsoleApiError ? quote.error.message : '다시 시도해 주세요.'}`
          : '계산하는 중…';

  const run = () => {
    if (action === 'ship') return shipLines(orderNo, { lineNos, carrierCode, trackingNo: trackingNo.trim() });
    if (action === 'cancel') return cancelLines(orderNo, { lineNos, reason, reasonText: reasonText.trim() });
    return moveLines(orderNo, action, lineNos);
  };

  return (
    <ConfirmDialog title={TITLES[action]} onCancel={onCancel} cancelLabel="닫기" confirmLabel={TITLES[action]} onConfirm={() => onConfirm(run)} ready={ready} pending={pending}>
      <div className={styles.form}>
        <p>
          선택한 상품 {lineNos.length}개를 {action === 'cancel' ? '취소하고 아래 금액을 바로 환불합니다.' : `${TITLES[action]} 처리합니다.`}
        </p>
        <MoveSummary
          orderNo={orderNo}
          lines={chosenLines}
          refund={refund}
          extra={quote.isSuccess && (quote.data.pointsRefund ?? 0) > 0 ? `적립금 ${formatKrw(quote.data.pointsRefund ?? 0)} 복원` : undefined}
        />
        {action === 'ship' ? (
          <>
            <SelectField label="택배사" id={ids.carrier} value={carrierCode} onChange={(event) => setCarrierCode(event.target.value)} blank="선택해 주세요" choices={codeChoices(carriers.data)} />
            <label className={styles.field} htmlFor={ids.tracking}>
              송장번호
              <input
                id={ids.tracking}
                value={trackingNo}
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={`${ids.tracking}-hint`}
                onChange={(event) => setTrackingNo(event.target.value)}
              />
            </label>
            <p id={`${ids.tracking}-hint`} className={styles.hint}>
              고객에게 택배사와 송장번호가 알림톡으로 발송됩니다.
            </p>
          </>
        ) : null}
        {action === 'cancel' ? (
          <>
            <SelectField label="취소 사유" id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value as CancelReason)} choices={reasonChoices} />
            <label className={styles.field} htmlFor={ids.text}>
              고객에게 알릴 내용 (필수)
              <textarea id={ids.text} value={reasonText} maxLength={500} onChange={(event) => setReasonText(event.target.value)} />
            </label>
          </>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
