import type { BusinessRequestView } from '@maru/domain';
import { useId, useState } from 'react';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';

export type Decision = 'approve' | 'reject';

interface DecisionDialogProps {
  request: BusinessRequestView;
  decision: Decision;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

const REASON_MAX = 200;

/** The confirmation every decision needs; a rejection also needs its reason, which the log keeps. */
export function DecisionDialog({ request, decision, pending, onCancel, onConfirm }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const approving = decision === 'approve';
  const ready = approving || reason.trim().length > 0;
  const who = `${request.companyName} (${request.memberName ?? '탈퇴한 회원'})`;
  return (
    <ConfirmDialog
      title={approving ? '사업자 회원 승인' : '사업자 회원 반려'}
      onCancel={onCancel}
      confirmLabel={approving ? '승인하기' : '반려하기'}
      onConfirm={() => onConfirm(reason.trim())}
      ready={ready}
      pending={pending}
    >
      {approving ? (
        <p>
          <strong>{who}</strong>의 신청을 승인합니다. 승인하면 이 회원은 사업자 회원(회원 등급 17)이 되고, 되돌릴 수 없습니다.
        </p>
      ) : (
        <div className={styles.form}>
          <p>
            <strong>{who}</strong>의 신청을 반려합니다. 회원은 다시 신청할 수 있습니다.
          </p>
          <label className={styles.field} htmlFor={reasonId}>
            반려 사유 (필수)
            <textarea id={reasonId} value={reason} maxLength={REASON_MAX} onChange={(event) => setReason(event.target.value)} />
            <span className={styles.hint}>
              {reason.length}/{REASON_MAX}자 · 감사 로그에 남습니다.
            </span>
          </label>
        </div>
      )}
    </ConfirmDialog>
  );
}
