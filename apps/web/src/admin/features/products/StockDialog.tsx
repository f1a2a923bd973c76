import { formatNumber, OPERATOR_STOCK_REASONS, stockReasonLabels, type StockMoveRequest } from '@maru/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/shared/form';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { SelectField } from '../../ui/pieces/fields';

interface StockDialogProps {
  /** The combination's name ('화이트 / 600×600') and its stock now. */
  name: string;
  stockCnt: number;
  pending: boolean;
  problem: string | undefined;
  onCancel: () => void;
  onMove: (move: StockMoveRequest) => void;
}

/** 재고 변경: pieces in (+) or out (−) with the reason and a memo, both kept in the ledger. */
export function StockDialog({ name, stockCnt, pending, problem, onCancel, onMove }: StockDialogProps) {
  const [change, setChange] = useState('');
  const [reason, setReason] = useState<StockMoveRequest['reason']>('RECEIPT');
  const [memo, setMemo] = useState('');
  const formId = useId();
  const amount = Number(change.replace(/,/g, '').trim());
  const ready = change.trim() !== '' && Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= 1_000_000;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onMove({ change: amount, reason, memo: memo.trim() });
  };

  return (
    <ConfirmDialog title={`재고 변경: ${name}`} onCancel={onCancel} confirmLabel="재고 바꾸기" form={formId} ready={ready} pending={pending}>
      <form id={formId} className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          변경 수량 (늘리면 +, 줄이면 −)
          <input value={change} inputMode="numeric" placeholder="예) 20 또는 -3" onChange={(event) => setChange(event.target.value)} />
          <span className={styles.hint} aria-live="polite">
            현재 {formatNumber(stockCnt)}개{ready ? ` → 변경 후 ${formatNumber(Math.max(0, stockCnt + amount))}개 (0 아래로는 내려가지 않습니다)` : ''}
          </span>
        </label>
        <SelectField label="사유" value={reason} onChange={(event) => setReason(event.target.value as StockMoveRequest['reason'])} choices={choicesOf(OPERATOR_STOCK_REASONS, (code) => stockReasonLabels[code])} />
        <label className={styles.field}>
          메모 (선택)
          <input value={memo} maxLength={200} onChange={(event) => setMemo(event.target.value)} />
        </label>
        <FormAlert message={problem} />
      </form>
    </ConfirmDialog>
  );
}
