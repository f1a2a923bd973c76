import { useQuery } from '@tanstack/react-query';
import type { RefundAccountInput } from '@maru/domain';
import { codesOfGroup, commonCodesQuery } from '@/shared/codes';
import { bindFields, errorIdOf, FieldFrame, FormField } from '@/shared/form';
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
  const field = bindFields(value, errors, (change) => onChange({ ...value, ...change }));
  return (
    <fieldset className={orderStyles.stack}>
      <legend>환불 계좌</legend>
      <p className={orderStyles.muted}>가상계좌로 결제한 주문은 입력한 계좌로 환불합니다. 주문자 본인 명의의 계좌를 입력해 주세요.</p>
      <FieldFrame id="refund-bank" label="은행" mark="required" error={bankError}>
        <select
          id="refund-bank"
          className={orderStyles.select}
          value={value.bankCode}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={errorIdOf('refund-bank', bankError)}
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
      </FieldFrame>
      <FormField {...field('holder', { id: 'refund-holder' })} label="예금주" required maxLength={30} autoComplete="name" />
      <FormField {...field('accountNo', { id: 'refund-account-no' })} label="계좌번호" required inputMode="numeric" maxLength={20} autoComplete="off" placeholder="숫자만 입력" />
    </fieldset>
  );
}
