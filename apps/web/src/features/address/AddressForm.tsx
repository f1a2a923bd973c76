import { filterPhoneWithDash, formatPhone, type AddressView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/shared/api';
import { Button } from '@/shared/ui';
import { addressQueryKey, createAddress, updateAddress } from './address-api';
import { validateAddressForm, type AddressFormErrors, type AddressFormValues } from './address-form';
import { PostcodeButton } from './PostcodeButton';
import styles from './Address.module.css';

interface AddressFormProps {
  initial: AddressFormValues;
  addressSeq?: number;
  onSaved: (address: AddressView) => void;
}

/** 배송지 등록 / 수정. */
export function AddressForm({ initial, addressSeq, onSaved }: AddressFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const save = useMutation({
    mutationFn: (input: AddressFormValues) => (addressSeq === undefined ? createAddress(input) : updateAddress(addressSeq, input)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: addressQueryKey });
      onSaved(saved);
    },
  });
  const set = (patch: Partial<AddressFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddressForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0 && !save.isPending) save.mutate(values);
  };

  const field = (name: keyof AddressFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof AddressFormValues) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-label`}>배송지명</label>
        <input {...field('label')} value={values.label} maxLength={20} placeholder="예) 집, 회사" onChange={(event) => set({ label: event.target.value })} />
        {error('label')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-receiverName`}>받는 분</label>
        <input {...field('receiverName')} value={values.receiverName} maxLength={30} autoComplete="name" onChange={(event) => set({ receiverName: event.target.value })} />
        {error('receiverName')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-receiverPhone`}>휴대폰 번호</label>
        <input
          {...field('receiverPhone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={13}
          value={values.receiverPhone}
          placeholder="010-1234-5678"
          onChange={(event) => set({ receiverPhone: formatPhone(filterPhoneWithDash(event.target.value)) })}
        />
        {error('receiverPhone')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-zonecode`}>우편번호</label>
        <div className={styles.inline}>
          <input {...field('zonecode')} value={values.zonecode} readOnly placeholder="우편번호" />
          <PostcodeButton onSelect={(picked) => set({ zonecode: picked.zonecode, address: picked.address })} />
        </div>
        {error('zonecode')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-address`}>주소</label>
        <input {...field('address')} value={values.address} readOnly />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-addressDetail`}>상세 주소</label>
        <input {...field('addressDetail')} value={values.addressDetail} maxLength={100} placeholder="동, 호수 등" onChange={(event) => set({ addressDetail: event.target.value })} />
        {error('addressDetail')}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={values.isDefault} onChange={(event) => set({ isDefault: event.target.checked })} />
        기본 배송지로 설정
      </label>
      {save.error ? (
        <p role="alert" className={styles.error}>
          {isApiError(save.error) ? save.error.message : '배송지를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.'}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {addressSeq === undefined ? '배송지 저장' : '수정 완료'}
      </Button>
    </form>
  );
}
