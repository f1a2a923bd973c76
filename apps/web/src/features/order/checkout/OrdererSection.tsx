import { FormField } from '@/features/auth';
import styles from '../Order.module.css';
import type { CheckoutForm, FieldErrors } from './checkout-form';

interface OrdererSectionProps {
  orderer: CheckoutForm['orderer'];
  /** Members: the name and phone come from identity verification and are not typed again. */
  locked: { name: boolean; phone: boolean };
  errors: FieldErrors;
  onChange: (orderer: CheckoutForm['orderer']) => void;
}

export function OrdererSection({ orderer, locked, errors, onChange }: OrdererSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="orderer-title">
      <h2 id="orderer-title" className={styles.sectionTitle}>
        주문자 정보
      </h2>
      <FormField
        id="orderer-name"
        label="이름"
        required
        autoComplete="name"
        maxLength={30}
        readOnly={locked.name}
        value={orderer.name}
        error={errors['orderer-name']}
        onChange={(event) => onChange({ ...orderer, name: event.target.value })}
      />
      <FormField
        id="orderer-phone"
        label="휴대폰 번호"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={13}
        placeholder="010-1234-5678"
        readOnly={locked.phone}
        hint={locked.phone ? '본인인증한 번호입니다. 바꾸려면 마이페이지에서 변경해 주세요.' : undefined}
        value={orderer.phone}
        error={errors['orderer-phone']}
        onChange={(event) => onChange({ ...orderer, phone: event.target.value })}
      />
      <FormField
        id="orderer-email"
        label="이메일 (선택)"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        hint="주문 안내를 이메일로도 받으실 수 있습니다."
        value={orderer.email}
        error={errors['orderer-email']}
        onChange={(event) => onChange({ ...orderer, email: event.target.value })}
      />
    </section>
  );
}
