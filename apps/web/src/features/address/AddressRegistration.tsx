import { internalPath } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Spinner } from '@/shared/ui';
import { addressQueryKey, fetchAddresses } from './address-api';
import { emptyAddressForm, formFromAddress } from './address-form';
import { AddressForm } from './AddressForm';
import styles from './Address.module.css';

/** /mypage/address/registration (?addressSeq= to edit, ?redirectUrl= to go back to the checkout). */
export function AddressRegistration() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const addressSeq = Number(search.get('addressSeq')) || undefined;
  // Only paths on this site (the checkout sends its own address here), normalised before use.
  const back = internalPath(search.get('redirectUrl')) ?? paths.mypage.address();
  usePageTitle(addressSeq ? '배송지 수정' : '배송지 추가');
  const { data, isPending } = useQuery({ queryKey: addressQueryKey, queryFn: ({ signal }) => fetchAddresses(signal), enabled: addressSeq !== undefined });
  const editing = addressSeq === undefined ? undefined : data?.list.find((entry) => entry.addressSeq === addressSeq);

  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <h1>{addressSeq ? '배송지 수정' : '배송지 추가'}</h1>
      </div>
      {addressSeq !== undefined && isPending ? <Spinner /> : null}
      {addressSeq !== undefined && !isPending && !editing ? <p role="alert">배송지를 찾을 수 없습니다.</p> : null}
      {addressSeq === undefined || editing ? (
        <AddressForm key={addressSeq ?? 'new'} initial={editing ? formFromAddress(editing) : emptyAddressForm} addressSeq={addressSeq} onSaved={() => void navigate(back, { replace: true })} />
      ) : null}
    </div>
  );
}
