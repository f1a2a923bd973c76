import { filterPhoneWithDash, formatPhone, type AddressView } from '@maru/domain';
import { isApiError } from '@/shared/api';
import { Button } from '@/shared/ui';
import type { AddressFormErrors, AddressFormValues } from './address-form';
import { PostcodeButton } from './PostcodeButton';
import { useAddressForm } from './use-address-form';
import styles from './Address.module.css';

interface AddressFormProps {
  initial: AddressFormValues;
  addressSeq?: number;
  onSaved: (address: AddressView) => void;
}

/** A field's error under it, if it has one. */
function FieldError({ id, name, errors }: { id: string; name: keyof AddressFormValues; errors: AddressFormErrors }) {
  return errors[name] ? (
    <p id={`${id}-${name}-error`} className={styles.error}>
      {errors[name]}
    </p>
  ) : null;
}

/** 배송지 등록 / 수정. */
export function AddressForm({ initial, addressSeq, onSaved }: AddressFormProps) {
  const { id, values, errors, set, save, submit, field } = useAddressForm({ initial, addressSeq, onSaved });
  const error = (name: keyof AddressFormValues) => <FieldError id={id} name={name} errors={errors} />;

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
