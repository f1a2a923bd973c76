import { type CreateStaffRequest, STAFF_PASSWORD_MIN_LENGTH, staffPasswordProblem } from '@maru/domain';
import { type FormEvent, useId, useState } from 'react';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { SelectField } from '../../ui/pieces/fields';
import { useRoleChoices } from './role-choices';
import { FormAlert } from '@/shared/form';

interface CreateStaffDialogProps {
  pending: boolean;
  problem: string | undefined;
  onCancel: () => void;
  onCreate: (request: CreateStaffRequest) => void;
}

/** A new staff account: who, which role, and a first password the admin hands over. */
export function CreateStaffDialog({ pending, problem, onCancel, onCreate }: CreateStaffDialogProps) {
  const roleChoices = useRoleChoices();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>('OPERATOR');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const formId = useId();
  const passwordProblem = password ? staffPasswordProblem(password) : undefined;
  const mismatch = confirm !== '' && confirm !== password;
  const ready = email.trim() !== '' && name.trim() !== '' && password !== '' && !passwordProblem && confirm === password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onCreate({ email: email.trim(), name: name.trim(), role, password });
  };

  return (
    <ConfirmDialog title="직원 등록" onCancel={onCancel} confirmLabel="등록하기" form={formId} ready={ready} pending={pending}>
      <form id={formId} className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          이메일
          <input type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label className={styles.field}>
          이름
          <input required maxLength={30} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <SelectField
          label="역할"
          value={role}
          onChange={(event) => setRole(event.target.value)}
          choices={roleChoices}
          hint={<span className={styles.hint}>관리자는 직원을 등록하고 역할을 바꿀 수 있습니다.</span>}
        />
        <label className={styles.field}>
          첫 비밀번호
          <input type="password" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
          <span className={passwordProblem ? styles.error : styles.hint}>{passwordProblem ?? `${STAFF_PASSWORD_MIN_LENGTH}자 이상. 등록한 뒤 직원에게 안전하게 전해 주세요.`}</span>
        </label>
        <label className={styles.field}>
          비밀번호 확인
          <input type="password" autoComplete="new-password" required value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          {mismatch ? <span className={styles.error}>비밀번호가 서로 다릅니다.</span> : null}
        </label>
        <FormAlert message={problem} />
      </form>
    </ConfirmDialog>
  );
}
