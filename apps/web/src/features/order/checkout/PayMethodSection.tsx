import { PAY_METHODS, payMethodLabels, takesCashReceipt } from '@maru/domain';
import { bindFields, FormField } from '@/shared/form';
import styles from '../Order.module.css';
import type { CashReceiptChoice, CheckoutForm, FieldErrors } from './checkout-form';

interface PayMethodSectionProps {
  form: CheckoutForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CheckoutForm>) => void;
}

const receiptChoices: readonly { value: CashReceiptChoice; label: string }[] = [
  { value: 'NONE', label: '신청 안 함' },
  { value: 'PERSONAL', label: '개인 소득공제 (휴대폰 번호)' },
  { value: 'BUSINESS', label: '사업자 지출증빙 (사업자번호)' },
];

function CashReceiptFields({ form, errors, onChange }: PayMethodSectionProps) {
  const choose = (choice: CashReceiptChoice) =>
    // The orderer's phone is the usual number for 소득공제; it stays editable.
    onChange({ cashReceipt: choice, cashReceiptNumber: choice === 'PERSONAL' && !form.cashReceiptNumber ? form.orderer.phone : choice === 'NONE' ? '' : form.cashReceiptNumber });
  return (
    <fieldset className={styles.stack}>
      <legend>현금영수증</legend>
      {receiptChoices.map((choice) => (
        <label key={choice.value} className={styles.check}>
          <input type="radio" name="cash-receipt" checked={form.cashReceipt === choice.value} onChange={() => choose(choice.value)} />
          {choice.label}
        </label>
      ))}
      {form.cashReceipt !== 'NONE' ? (
        <FormField
          {...bindFields(form, errors, onChange)('cashReceiptNumber', { id: 'cash-receipt-number' })}
          label={form.cashReceipt === 'PERSONAL' ? '휴대폰 번호' : '사업자등록번호'}
          required
          inputMode="numeric"
          maxLength={20}
          placeholder={form.cashReceipt === 'PERSONAL' ? '010-1234-5678' : '123-45-67890'}
        />
      ) : null}
    </fieldset>
  );
}

export function PayMethodSection(props: PayMethodSectionProps) {
  const { form, onChange } = props;
  return (
    <section className={styles.section} aria-labelledby="pay-method-title">
      <h2 id="pay-method-title" className={styles.sectionTitle}>
        결제 수단
      </h2>
      <div className={styles.choices} role="radiogroup" aria-labelledby="pay-method-title">
        {PAY_METHODS.map((method) => (
          <label key={method} className={styles.choice}>
            <input type="radio" name="pay-method" value={method} checked={form.payMethod === method} onChange={() => onChange({ payMethod: method })} />
            {payMethodLabels[method]}
          </label>
        ))}
      </div>
      {form.payMethod === 'vbank' ? (
        <p className={styles.info}>주문 다음 날 23:59까지 발급된 계좌로 입금해 주세요. 기한이 지나면 주문이 자동으로 취소됩니다.</p>
      ) : null}
      {takesCashReceipt(form.payMethod) ? <CashReceiptFields {...props} /> : null}
    </section>
  );
}
