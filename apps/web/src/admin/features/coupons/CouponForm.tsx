import type { CouponWriteInput } from '@maru/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { couponWriteOf, type CouponFormValues } from './coupon-form-values';
import { ChannelFieldset, type CouponFormState, type Errors, TermsFieldset, ValidityFieldset } from './CouponFormFields';

interface CouponFormProps {
  initial: CouponFormValues;
  /** Copies exist: the terms show but do not change. */
  termsLocked: boolean;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, under the form. */
  problem?: string;
  onSubmit: (body: CouponWriteInput) => void;
}

/** The coupon's terms, how members get it, its period and validity; checked with the domain's rules before anything is sent. */
export function CouponForm({ initial, termsLocked, submitLabel, pending, problem, onSubmit }: CouponFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof CouponFormValues) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = couponWriteOf(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      document.getElementById(`${id}-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(checked.body);
  };
  const form: CouponFormState = { id, values, errors, set };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="쿠폰 정보">
      <TermsFieldset form={form} termsLocked={termsLocked} />
      <ChannelFieldset form={form} />
      <ValidityFieldset form={form} />
      {problem ? <p role="alert">{problem}</p> : null}
      <div className={styles.panelActions}>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
