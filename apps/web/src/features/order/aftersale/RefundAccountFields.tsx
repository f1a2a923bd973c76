import { useQuery } from '@tanstack/react-query';
import type { RefundAccountInput } from '@maru/domain';
import { FormField, formStyles } from '@/features/auth';
import { codesOfGroup, commonCodesQuery } from '@/shared/codes';
import orderStyles from '../Order.module.css';
import type { ClaimField } from './claim-form';

interface RefundAccountFieldsProps {
  value: RefundAccountInput;
  onChange: (value: RefundAccountInput) => void;
  errors: Partial<Record<ClaimField, string>>;
}

/** Where a virtual-account payment goes back: bank (the BANK_CODE group of the common codes), holder, number. */
export function RefundAccountFields({ value, onChange, errors }: RefundAccountFieldsProps) {
  const { data: banks = [], isPending } = useQuery({ ...commonCodesQuery, select: (codes) => codesOfGroup(codes, 'BANK_CODE') });
  const bankError = errors['refund-bank'];
  return (
    <fieldset className={orderStyles.stack}>
      <legend>환불 계좌</legend>
      <p className={orderStyles.muted}>가상계좌로 결제한 주문은 입력한 계좌로 환불합니다. 주문자 본인 명의의 계좌를 입력해 주세요.</p>
      <div className={formStyles.field}>
        <label htmlFor="refund-bank" className={formStyles.label}>
          은행 <span className={formStyles.required}>(필수)</span>
        </label>
        <select
          id="refund-bank"
          className={orderStyles.select}
          value={value.bankCode}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? 'refund-bank-error' : undefined}
          aria-required
          onChange={(event) => onChange({ ...value, bankCode: event.target.value })}
        >
          <option value="">{isPending ? '은행 목록을 불러오는 중' : '은행 선택'}</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.codeName}
            </option>
          ))}
        </select>
        {bankError ? (
          <p id="refund-bank-error" className={formStyles.error}>
            {bankError}
          </p>
        ) : null}
      </div>
      <FormField
        id="refund-holder"
        label="예금주"
        required
        maxLength={30}
        autoComplete="name"
        value={value.holder}
        error={errors['refund-holder']}
        onChange={(event) => onChange({ ...value, holder: event.target.value })}
      />
      <FormField
        id="refund-account-no"
        label="계좌번호"
        required
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
        placeholder="숫자만 입력"
        value={value.accountNo}
        error={errors['refund-account-no']}
        onChange={(event) => onChange({ ...value, accountNo: event.target.value })}
      />
    </fieldset>
  );
}
