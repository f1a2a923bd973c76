import { STAFF_RIGHTS, type StaffRight, staffRightLabels, type StaffRoleView } from '@maru/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/shared/form';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import roleStyles from './roles.module.css';

/** What the dialog hands back: the key only when the role is new (a key is never renamed). */
export interface RoleDraft {
  role: string;
  name: string;
  rights: StaffRight[];
}

interface RoleDialogProps {
  /** The role edited; left out to make a new one. */
  role?: StaffRoleView;
  pending: boolean;
  problem: string | undefined;
  onCancel: () => void;
  onSave: (draft: RoleDraft) => void;
}

const KEY_PATTERN = /^[A-Z][A-Z0-9_]{1,29}$/;

/**
 * A role's editor: its key (new roles only), its Korean name and a checkbox per right. ADMIN
 * is shown as it is and not edited: its rights are fixed so that somebody can always manage
 * staff (the server refuses a change with 6013 too). The server also refuses (6007, 6003) a
 * change of the editor's own role and a right the editor lacks; the dialog shows its sentence.
 */
export function RoleDialog({ role, pending, problem, onCancel, onSave }: RoleDialogProps) {
  const [key, setKey] = useState('');
  const [name, setName] = useState(role?.name ?? '');
  const [rights, setRights] = useState<readonly StaffRight[]>(role?.rights ?? []);
  const formId = useId();
  const readOnly = role?.role === 'ADMIN';
  const keyProblem = !role && key !== '' && !KEY_PATTERN.test(key) ? '영문 대문자로 시작하는 2~30자(대문자·숫자·_)로 입력해 주세요.' : undefined;
  const ready = !readOnly && name.trim() !== '' && (role !== undefined || (key !== '' && !keyProblem));

  const toggle = (right: StaffRight, checked: boolean) => setRights((held) => (checked ? [...held, right] : held.filter((one) => one !== right)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSave({ role: role?.role ?? key, name: name.trim(), rights: STAFF_RIGHTS.filter((right) => rights.includes(right)) });
  };

  return (
    <ConfirmDialog
      title={readOnly ? `${role.name} 역할` : role ? '역할 편집' : '역할 만들기'}
      onCancel={onCancel}
      cancelLabel={readOnly ? '닫기' : '취소'}
      confirmLabel={role ? '저장하기' : '만들기'}
      form={formId}
      ready={ready}
      pending={pending}
    >
      <form id={formId} className={styles.form} onSubmit={submit}>
        {readOnly ? <p className={styles.hint}>관리자 역할은 언제나 모든 권한을 가지며 바꿀 수 없습니다. 직원을 관리할 사람이 늘 한 명은 있도록 하기 위해서입니다.</p> : null}
        {role ? (
          <p>
            역할 코드 <strong>{role.role}</strong>
          </p>
        ) : (
          <label className={styles.field}>
            역할 코드
            <input required maxLength={30} autoComplete="off" value={key} onChange={(event) => setKey(event.target.value.toUpperCase())} aria-invalid={keyProblem ? true : undefined} />
            <span className={keyProblem ? styles.error : styles.hint}>{keyProblem ?? '영문 대문자·숫자·_ (예: SHOWROOM). 만든 뒤에는 바꿀 수 없습니다.'}</span>
          </label>
        )}
        <label className={styles.field}>
          역할 이름
          <input required maxLength={30} autoComplete="off" readOnly={readOnly} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <legend>권한</legend>
          {STAFF_RIGHTS.map((right) => (
            <label key={right} className={roleStyles.check}>
              <input type="checkbox" checked={rights.includes(right)} onChange={(event) => toggle(right, event.target.checked)} />
              {staffRightLabels[right]}
            </label>
          ))}
          <span className={styles.hint}>
            ‘{staffRightLabels.staff}’ 권한이 있으면 역할과 직원 계정을 바꿀 수 있습니다. 다만 본인이 가진 역할의 권한은 바꿀 수 없고, 본인에게 없는 권한은 역할에 넣거나 직원에게 맡길 수 없습니다. ‘{staffRightLabels['members.personal']}’ 권한은 ‘{staffRightLabels.members}’ 권한과 함께 있어야 쓸 수 있습니다.
          </span>
        </fieldset>
        <FormAlert message={problem} />
      </form>
    </ConfirmDialog>
  );
}
