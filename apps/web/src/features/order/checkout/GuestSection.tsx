import { Link } from 'react-router';
import type { PolicyCategory } from '@/features/policy';
import { bindFields, errorIdOf, FieldError, PasswordField } from '@/shared/form';
import { paths } from '@/shared/routing';
import { VisuallyHidden } from '@/shared/ui';
import styles from '../Order.module.css';
import type { CheckoutForm, FieldErrors } from './checkout-form';

type GuestConsentKey = 'guestTerms' | 'guestPrivacy' | 'guestOrder';

const guestConsents: readonly { key: GuestConsentKey; label: string; policy: PolicyCategory }[] = [
  { key: 'guestTerms', label: '비회원 이용약관 동의', policy: 'guest-terms' },
  { key: 'guestPrivacy', label: '비회원 개인정보 수집·이용 동의', policy: 'guest-privacy' },
  { key: 'guestOrder', label: '비회원 주문 약관 동의', policy: 'guest-order' },
];

interface GuestSectionProps {
  form: CheckoutForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CheckoutForm>) => void;
}

/** 비회원 주문: a password to look the order up later, and the guest terms (none pre-ticked). */
export function GuestSection({ form, errors, onChange }: GuestSectionProps) {
  const allTicked = guestConsents.every(({ key }) => form.consents[key]);
  const tickAll = (value: boolean) => onChange({ consents: { ...form.consents, guestTerms: value, guestPrivacy: value, guestOrder: value } });
  const field = bindFields(form, errors, onChange);
  return (
    <section className={styles.section} aria-labelledby="guest-title">
      <h2 id="guest-title" className={styles.sectionTitle}>
        비회원 주문 확인
      </h2>
      <p className={styles.muted}>주문번호, 주문자 휴대폰 번호와 이 비밀번호로 주문을 조회할 수 있습니다.</p>
      <PasswordField
        {...field('guestPassword', { id: 'guest-password' })}
        label="주문 비밀번호"
        required
        autoComplete="new-password"
        hint="6~20자, 같은 문자만 반복할 수 없습니다"
      />
      <PasswordField {...field('guestPasswordConfirm', { id: 'guest-password-confirm' })} label="주문 비밀번호 확인" required autoComplete="new-password" />
      <fieldset className={styles.stack} aria-describedby={errorIdOf('consent-guest', errors['consent-guest'])}>
        <legend>비회원 주문 약관</legend>
        <label className={styles.check}>
          <input id="consent-guest" type="checkbox" checked={allTicked} onChange={(event) => tickAll(event.target.checked)} />
          아래 필수 약관에 모두 동의합니다
        </label>
        {guestConsents.map(({ key, label, policy }) => (
          <div key={key} className={styles.check}>
            <input
              id={`consent-${key}`}
              type="checkbox"
              checked={form.consents[key]}
              aria-invalid={errors['consent-guest'] && !form.consents[key] ? true : undefined}
              onChange={(event) => onChange({ consents: { ...form.consents, [key]: event.target.checked } })}
            />
            <label htmlFor={`consent-${key}`}>[필수] {label}</label>
            <Link to={paths.policy(policy)} target="_blank" rel="noopener">
              보기 <VisuallyHidden>({label.replace(' 동의', '')}, 새 창)</VisuallyHidden>
            </Link>
          </div>
        ))}
        <FieldError id="consent-guest-error" message={errors['consent-guest']} />
      </fieldset>
    </section>
  );
}
