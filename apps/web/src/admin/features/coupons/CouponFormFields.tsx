import { COUPON_BENEFIT_TYPES, COUPON_SCOPES, CONSOLE_COUPON_CHANNELS, couponBenefitTypeLabels, couponChannelLabels, couponScopeLabels } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describedByOf, FieldError } from '@/shared/form';
import { type Choice, choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { couponEventsQuery } from './coupons-api';
import type { CouponFormValues } from './coupon-form-values';

export type Errors = Partial<Record<keyof CouponFormValues, string>>;

/** What every field of the coupon form reads and writes: the form's id, its values and problems, and the setter of one value. */
export interface CouponFormState {
  id: string;
  values: CouponFormValues;
  errors: Errors;
  set: (field: keyof CouponFormValues) => (event: { target: { value: string } }) => void;
}

interface CouponInputProps {
  form: CouponFormState;
  name: keyof CouponFormValues;
  label: string;
  type?: string;
  inputMode?: 'numeric';
  hint?: ReactNode;
  disabled?: boolean;
  size?: number;
}

/** One text, number or date field of the form, with its hint and problem. */
function CouponInput({ form: { id, values, errors, set }, name, label, ...input }: CouponInputProps) {
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
}

interface CouponSelectProps {
  form: CouponFormState;
  name: keyof CouponFormValues;
  label: string;
  choices: readonly Choice[];
  disabled?: boolean;
}

/** One choice of the form, with its problem. */
function CouponSelect({ form: { id, values, errors, set }, name, label, choices, disabled = false }: CouponSelectProps) {
  return (
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
}

/** 할인 내용: the benefit, its minimum order and what it applies to; locked once copies exist. */
export function TermsFieldset({ form, termsLocked }: { form: CouponFormState; termsLocked: boolean }) {
  const { values } = form;
  return (
    <fieldset>
      <legend>할인 내용</legend>
      {termsLocked ? <p className={styles.hint}>이미 발급된 쿠폰이라 할인 내용과 적용 대상은 바꿀 수 없습니다.</p> : null}
      <CouponInput form={form} name="name" label="쿠폰 이름" />
      <CouponSelect form={form} name="benefitType" label="혜택 종류" choices={choicesOf(COUPON_BENEFIT_TYPES, (type) => couponBenefitTypeLabels[type])} disabled={termsLocked} />
      {values.benefitType === 'AMOUNT' ? <CouponInput form={form} name="amount" label="할인 금액 (원)" inputMode="numeric" disabled={termsLocked} /> : null}
      {values.benefitType === 'RATE' ? (
        <>
          <CouponInput form={form} name="rate" label="할인율 (%)" inputMode="numeric" disabled={termsLocked} />
          <CouponInput form={form} name="maxDiscount" label="최대 할인 금액 (원)" inputMode="numeric" disabled={termsLocked} hint="비우면 한도 없음" />
        </>
      ) : null}
      <CouponInput
        form={form}
        name="minOrderAmount"
        label="최소 주문 금액 (원)"
        inputMode="numeric"
        disabled={termsLocked}
        hint={values.benefitType === 'FREE_DELIVERY' ? '주문 전체의 판매 금액' : '적용 대상 상품의 판매 금액'}
      />
      <CouponSelect form={form} name="scope" label="적용 대상" choices={choicesOf(COUPON_SCOPES, (scope) => couponScopeLabels[scope])} disabled={termsLocked} />
      {values.scope !== 'ALL' ? <CouponInput form={form} name="scopeIds" label={`${couponScopeLabels[values.scope]} 번호`} disabled={termsLocked} hint="쉼표로 나눠 여러 개 (예: 12, 40)" /> : null}
    </fieldset>
  );
}

/** 받는 방법과 기간: how members get it (an event's or a code's details with it), whether it is published, its period and quantity. */
export function ChannelFieldset({ form }: { form: CouponFormState }) {
  const { values } = form;
  const events = useQuery({ ...couponEventsQuery(), enabled: values.channel === 'EVENT' });
  return (
    <fieldset>
      <legend>받는 방법과 기간</legend>
      <CouponSelect form={form} name="channel" label="받는 방법" choices={choicesOf(CONSOLE_COUPON_CHANNELS, (channel) => couponChannelLabels[channel])} />
      {values.channel === 'EVENT' ? (
        <CouponSelect
          form={form}
          name="eventCode"
          label="이벤트"
          choices={[{ value: '', label: '선택해 주세요' }, ...(events.data?.list ?? []).map((event) => ({ value: event.eventCode, label: `${event.title} (${event.eventCode})` }))]}
        />
      ) : null}
      {values.channel === 'CODE' ? <CouponInput form={form} name="redeemCode" label="쿠폰 코드" hint="영문·숫자 30자까지 (대소문자, 띄어쓰기, 하이픈은 구분하지 않음)" /> : null}
      <CouponSelect
        form={form}
        name="state"
        label="게시 상태"
        choices={[
          { value: 'DRAFT', label: '임시 저장 (아무도 받을 수 없음)' },
          { value: 'PUBLISHED', label: '게시 (기간 안에 받기·발급)' },
        ]}
      />
      <CouponInput form={form} name="startsAt" label="시작 (한국 시각)" type="datetime-local" hint="비우면 지금부터" />
      <CouponInput form={form} name="endsAt" label="종료 (한국 시각)" type="datetime-local" hint="비우면 끝나는 날 없이" />
      <CouponInput form={form} name="totalQuantity" label="발행 수량 (장)" inputMode="numeric" hint="비우면 제한 없음" />
    </fieldset>
  );
}

/** 사용 기한: a fixed date, a number of days from receiving it, or both. */
export function ValidityFieldset({ form }: { form: CouponFormState }) {
  return (
    <fieldset>
      <legend>사용 기한</legend>
      <CouponInput form={form} name="validUntil" label="사용 기한 (한국 시각)" type="datetime-local" hint="정해진 날까지 쓸 수 있는 쿠폰" />
      <CouponInput form={form} name="validDays" label="받은 날부터 사용 일수" inputMode="numeric" hint="둘 다 있으면 먼저 끝나는 쪽" />
    </fieldset>
  );
}
