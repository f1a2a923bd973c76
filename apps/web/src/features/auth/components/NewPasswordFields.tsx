import type { NewPasswordValues } from '../join-form';
import { FormField } from './FormField';
import { PasswordChecklist } from './PasswordChecklist';

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
  return (
    <>
      <FormField
        id="password"
        label={labels.password}
        required
        type="password"
        autoComplete="new-password"
        maxLength={20}
        value={values.password}
        error={errors.password}
        hint={<PasswordChecklist password={values.password} />}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <FormField
        id="passwordConfirm"
        label={labels.passwordConfirm}
        required
        type="password"
        autoComplete="new-password"
        maxLength={20}
        value={values.passwordConfirm}
        error={errors.passwordConfirm}
        onChange={(event) => onChange('passwordConfirm', event.target.value)}
      />
    </>
  );
}
