import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { bindFields, BusyButton, FormAlert, FormField, PasswordField, PhoneField } from '@/shared/form';
import { afterSaleKeys } from '../api/aftersale-api';
import { checkGuestOrder } from '../api/order-api';
import { GuestAfterSale } from '../aftersale/GuestAfterSale';
import styles from '../Order.module.css';

type Field = 'lookup-order-no' | 'lookup-phone' | 'lookup-password';
const PHONE = /^01[016789]-?\d{3,4}-?\d{4}$|^0\d{1,2}-?\d{3,4}-?\d{4}$/;

function validate(values: { orderNo: string; phone: string; password: string }): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.orderNo.trim()) errors['lookup-order-no'] = '주문번호를 입력해 주세요.';
  if (!values.phone.trim()) errors['lookup-phone'] = '주문자 휴대폰 번호를 입력해 주세요.';
  else if (!PHONE.test(values.phone.trim())) errors['lookup-phone'] = '휴대폰 번호 형식을 확인해 주세요. (예: 010-1234-5678)';
  if (!values.password) errors['lookup-password'] = '주문 비밀번호를 입력해 주세요.';
  return errors;
}

/**
 * /order/private/checked: a guest looks an order up (a refusal never says which field was
 * wrong), then sees it with the same cancel, return and confirm actions as a member.
 */
export function GuestOrderLookup() {
  usePageTitle('비회원 주문 조회');
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ orderNo: search.get('orderNo') ?? '', phone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const queryClient = useQueryClient();
  const lookup = useMutation({
    mutationFn: checkGuestOrder,
    // A new lookup shows the order as it is now (it may have moved on since the last one).
    onSuccess: (order) => void queryClient.invalidateQueries({ queryKey: afterSaleKeys.order(order.orderNo) }),
  });

  const field = bindFields(values, errors, (change) => setValues({ ...values, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.isPending) return;
    const found = validate(values);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    lookup.mutate({ orderNo: values.orderNo.trim(), phone: values.phone.trim(), password: values.password });
  };

  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>비회원 주문 조회</h1>
      <form ref={formRef} className={styles.lookup} noValidate onSubmit={submit} aria-label="비회원 주문 조회">
        <FormField {...field('orderNo', { id: 'lookup-order-no' })} label="주문번호" required maxLength={40} autoComplete="off" />
        <PhoneField {...field('phone', { id: 'lookup-phone' })} label="주문자 휴대폰 번호" required />
        <PasswordField {...field('password', { id: 'lookup-password' })} label="주문 비밀번호" required autoComplete="current-password" />
        <FormAlert message={lookup.isError ? (lookup.error instanceof Error && lookup.error.message ? lookup.error.message : '주문을 조회하지 못했습니다.') : undefined} />
        <BusyButton type="submit" busy={lookup.isPending}>
          주문 조회
        </BusyButton>
      </form>
      {lookup.data ? <GuestAfterSale key={lookup.data.orderNo} lookedUp={lookup.data} /> : null}
    </div>
  );
}
