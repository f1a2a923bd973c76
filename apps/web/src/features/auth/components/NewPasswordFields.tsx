import { PasswordField } from '@/shared/form';
import type { NewPasswordValues } from '../join-form';
import { PasswordChecklist } from './PasswordChecklist';

const FIELDS = ['password', 'passwordConfirm'] as const;

/** A new password with its rule checklist, and its confirmation (joining, 비밀번호 재설정). */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  labels = { password: '비밀번호', passwordConfirm: '비밀번호 확인' },
}: {
  values: NewPasswordValues;
  errors: Partial<Record<keyof NewPasswordValues, string>>;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  labels?: Record<keyof NewPasswordValues, string>;
}) {
  return FIELDS.map((field) => (
    <PasswordField
      key={field}
      id={field}
      label={labels[field]}
      required
      autoComplete="new-password"
      value={values[field]}
      error={errors[field]}
      hint={field === 'password' ? <PasswordChecklist password={values.password} /> : undefined}
      onChange={(event) => onChange(field, event.target.value)}
    />
  ));
}
