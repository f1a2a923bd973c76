import { bindFields, EmailField, FormField, PhoneField } from '@/shared/form';
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
  const field = bindFields(orderer, errors, (change) => onChange({ ...orderer, ...change }));
  return (
    <section className={styles.section} aria-labelledby="orderer-title">
      <h2 id="orderer-title" className={styles.sectionTitle}>
        주문자 정보
      </h2>
      <FormField
        {...field('name', { id: 'orderer-name' })}
        label="이름"
        required
        autoComplete="name"
        maxLength={30}
        readOnly={locked.name}
      />
      <PhoneField
        {...field('phone', { id: 'orderer-phone' })}
        label="휴대폰 번호"
        required
        autoComplete="tel"
        readOnly={locked.phone}
        hint={locked.phone ? '본인인증한 번호입니다. 바꾸려면 마이페이지에서 변경해 주세요.' : undefined}
      />
      <EmailField
        {...field('email', { id: 'orderer-email' })}
        label="이메일 (선택)"
        autoComplete="email"
        hint="주문 안내를 이메일로도 받으실 수 있습니다."
      />
    </section>
  );
}
