import { COUPON_BENEFIT_TYPES, COUPON_SCOPES, CONSOLE_COUPON_CHANNELS, couponBenefitTypeLabels, couponChannelLabels, couponScopeLabels, type CouponWriteInput } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { describedByOf, FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { type Choice, choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { couponEventsQuery } from './coupons-api';
import { couponWriteOf, type CouponFormValues } from './coupon-form-values';

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

type Errors = Partial<Record<keyof CouponFormValues, string>>;

/** The coupon's terms, how members get it, its period and validity; checked with the domain's rules before anything is sent. */
export function CouponForm({ initial, termsLocked, submitLabel, pending, problem, onSubmit }: CouponFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const events = useQuery({ ...couponEventsQuery(), enabled: values.channel === 'EVENT' });
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

  const field = (name: keyof CouponFormValues, label: string, input: { type?: string; inputMode?: 'numeric'; hint?: ReactNode; disabled?: boolean; size?: number } = {}) => {
    const fieldId = `${id}-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          type={input.type ?? 'text'}
          inputMode={input.inputMode}
          size={input.size}
          value={values[name]}
          onChange={set(name)}
          disabled={input.disabled}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedByOf(fieldId, input.hint, errors[name])}
          autoComplete="off"
        />
        {input.hint ? (
          <span id={`${fieldId}-hint`} className={styles.hint}>
            {input.hint}
          </span>
        ) : null}
        <FieldError id={`${fieldId}-error`} message={errors[name]} />
      </div>
    );
  };
  const select = (name: keyof CouponFormValues, label: string, choices: readonly Choice[], disabled = false) => (
    <div>
      <SelectField
        id={`${id}-${name}`}
        label={label}
        value={values[name]}
        onChange={set(name)}
        choices={choices}
        disabled={disabled}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="쿠폰 정보">
      <fieldset>
        <legend>할인 내용</legend>
        {termsLocked ? <p className={styles.hint}>이미 발급된 쿠폰이라 할인 내용과 적용 대상은 바꿀 수 없습니다.</p> : null}
        {field('name', '쿠폰 이름')}
        {select('benefitType', '혜택 종류', choicesOf(COUPON_BENEFIT_TYPES, (type) => couponBenefitTypeLabels[type]), termsLocked)}
        {values.benefitType === 'AMOUNT' ? field('amount', '할인 금액 (원)', { inputMode: 'numeric', disabled: termsLocked }) : null}
        {values.benefitType === 'RATE' ? (
          <>
            {field('rate', '할인율 (%)', { inputMode: 'numeric', disabled: termsLocked })}
            {field('maxDiscount', '최대 할인 금액 (원)', { inputMode: 'numeric', disabled: termsLocked, hint: '비우면 한도 없음' })}
          </>
        ) : null}
        {field('minOrderAmount', '최소 주문 금액 (원)', { inputMode: 'numeric', disabled: termsLocked, hint: values.benefitType === 'FREE_DELIVERY' ? '주문 전체의 판매 금액' : '적용 대상 상품의 판매 금액' })}
        {select('scope', '적용 대상', choicesOf(COUPON_SCOPES, (scope) => couponScopeLabels[scope]), termsLocked)}
        {values.scope !== 'ALL' ? field('scopeIds', `${couponScopeLabels[values.scope]} 번호`, { disabled: termsLocked, hint: '쉼표로 나눠 여러 개 (예: 12, 40)' }) : null}
      </fieldset>
      <fieldset>
        <legend>받는 방법과 기간</legend>
        {select('channel', '받는 방법', choicesOf(CONSOLE_COUPON_CHANNELS, (channel) => couponChannelLabels[channel]))}
        {values.channel === 'EVENT'
          ? select('eventCode', '이벤트', [{ value: '', label: '선택해 주세요' }, ...(events.data?.list ?? []).map((event) => ({ value: event.eventCode, label: `${event.title} (${event.eventCode})` }))])
          : null}
        {values.channel === 'CODE' ? field('redeemCode', '쿠폰 코드', { hint: '영문·숫자 30자까지 (대소문자, 띄어쓰기, 하이픈은 구분하지 않음)' }) : null}
        {select('state', '게시 상태', [
          { value: 'DRAFT', label: '임시 저장 (아무도 받을 수 없음)' },
          { value: 'PUBLISHED', label: '게시 (기간 안에 받기·발급)' },
        ])}
        {field('startsAt', '시작 (한국 시각)', { type: 'datetime-local', hint: '비우면 지금부터' })}
        {field('endsAt', '종료 (한국 시각)', { type: 'datetime-local', hint: '비우면 끝나는 날 없이' })}
        {field('totalQuantity', '발행 수량 (장)', { inputMode: 'numeric', hint: '비우면 제한 없음' })}
      </fieldset>
      <fieldset>
        <legend>사용 기한</legend>
        {field('validUntil', '사용 기한 (한국 시각)', { type: 'datetime-local', hint: '정해진 날까지 쓸 수 있는 쿠폰' })}
        {field('validDays', '받은 날부터 사용 일수', { inputMode: 'numeric', hint: '둘 다 있으면 먼저 끝나는 쪽' })}
      </fieldset>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className={styles.panelActions}>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
