import { STAFF_REASON_MAX, STAFF_REASON_MIN, SUSPENSION_REASONS, suspensionReasonLabels, type SuspensionReason, withParticle } from '@maru/domain';
import { useId, useState, type FormEvent } from 'react';
import { describedByOf, FieldError, FormAlert } from '@/shared/form';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';

/** A reason's problem in the words the server would use, checked before sending. */
export function reasonProblem(reason: string, what: string, optional = false): string | undefined {
  const text = reason.trim();
  if (optional && text === '') return undefined;
  if (text.length < STAFF_REASON_MIN) return `${withParticle(what, '을/를')} ${STAFF_REASON_MIN}자 이상 입력해 주세요.`;
  if (text.length > STAFF_REASON_MAX) return `${withParticle(what, '은/는')} ${STAFF_REASON_MAX}자까지 입력할 수 있습니다.`;
  return undefined;
}

interface ReasonFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  hint: string;
}

function ReasonField({ id, label, value, onChange, problem, hint }: ReasonFieldProps) {
  const full = `${value.trim().length}/${STAFF_REASON_MAX}자 · ${hint}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={STAFF_REASON_MAX + 20}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedByOf(id, full, problem)}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {full}
      </span>
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  );
}

interface RevealDialogProps {
  who: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  failure: string | undefined;
  onCancel: () => void;
  onReveal: (reason: string) => void;
}

/** 개인정보 보기: the reason first (the audit log keeps it with who and when). */
export function RevealDialog({ who, pending, failure, onCancel, onReveal }: RevealDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason, '열람 사유');
    setProblem(found);
    if (!found) onReveal(reason.trim());
  };
  return (
    <ConfirmDialog title="개인정보 보기" confirmLabel="사유 남기고 보기" form={`${id}-form`} onCancel={onCancel} pending={pending}>
      <form id={`${id}-form`} className={styles.form} onSubmit={submit} noValidate>
        <p>
          <strong>{who}</strong>의 이름, 휴대폰 번호, 이메일, 배송지를 가리지 않고 봅니다. 누가 언제 어떤 사유로 보았는지 감사 로그에 남습니다.
        </p>
        <ReasonField id={`${id}-reason`} label="열람 사유 (필수)" value={reason} onChange={setReason} problem={problem} hint="예: 배송 문의 전화 회신" />
        <FormAlert message={failure} />
      </form>
    </ConfirmDialog>
  );
}

interface SuspendDialogProps {
  who: string;
  suspending: boolean;
  pending: boolean;
  failure: string | undefined;
  onCancel: () => void;
  onSuspend: (body: { reasonCode: SuspensionReason; reason: string }) => void;
  onUnsuspend: (reason: string) => void;
}

/** 이용 정지 (a ground from the terms and the words) or 정지 해제 (a reason if one is worth keeping). */
export function SuspendDialog({ who, suspending, pending, failure, onCancel, onSuspend, onUnsuspend }: SuspendDialogProps) {
  const id = useId();
  const [reasonCode, setReasonCode] = useState<SuspensionReason | ''>('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ reasonCode?: string; reason?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!suspending) {
      const found = reasonProblem(reason, '해제 사유', true);
      setProblems({ reason: found });
      if (!found) onUnsuspend(reason.trim());
      return;
    }
    const found = { reasonCode: reasonCode ? undefined : '정지 사유 구분을 골라 주세요.', reason: reasonProblem(reason, '정지 사유') };
    setProblems(found);
    if (reasonCode && !found.reason) onSuspend({ reasonCode, reason: reason.trim() });
  };
  return (
    <ConfirmDialog title={suspending ? '이용 정지' : '정지 해제'} confirmLabel={suspending ? '이용 정지' : '정지 해제'} form={`${id}-form`} onCancel={onCancel} pending={pending}>
      <form id={`${id}-form`} className={styles.form} onSubmit={submit} noValidate>
        {suspending ? (
          <>
            <p>
              <strong>{who}</strong>의 이용을 정지합니다. 로그인 중인 기기는 모두 바로 로그아웃되고, 해제할 때까지 로그인할 수 없습니다 (“이용이 제한된 계정입니다. 고객센터로 문의해 주세요.”).
            </p>
            <div>
              <SelectField
                id={`${id}-code`}
                label="정지 사유 구분 (필수)"
                value={reasonCode}
                blank="선택해 주세요"
                onChange={(event) => setReasonCode(event.target.value as SuspensionReason | '')}
                choices={SUSPENSION_REASONS.map((code) => ({ value: code, label: suspensionReasonLabels[code] }))}
                aria-invalid={problems.reasonCode ? true : undefined}
                aria-describedby={problems.reasonCode ? `${id}-code-error` : undefined}
              />
              <FieldError id={`${id}-code-error`} message={problems.reasonCode} />
            </div>
            <ReasonField id={`${id}-reason`} label="정지 사유 (필수)" value={reason} onChange={setReason} problem={problems.reason} hint="회원 상세와 감사 로그에 남습니다." />
          </>
        ) : (
          <>
            <p>
              <strong>{who}</strong>의 이용 정지를 풉니다. 회원은 바로 다시 로그인할 수 있습니다.
            </p>
            <ReasonField id={`${id}-reason`} label="해제 사유 (선택)" value={reason} onChange={setReason} problem={problems.reason} hint="비워 두어도 됩니다." />
          </>
        )}
        <FormAlert message={failure} />
      </form>
    </ConfirmDialog>
  );
}
