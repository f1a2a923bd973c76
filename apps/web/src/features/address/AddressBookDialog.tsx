import type { AddressView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/shared/routing';
import { Button, Dialog, LinkButton, Spinner } from '@/shared/ui';
import { addressQueryKey, fetchAddresses } from './address-api';
import { AddressLines } from './AddressLines';
import styles from './Address.module.css';

/** 배송지 목록 at checkout: the member's saved addresses, each with 선택. */
export function AddressBookDialog({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (address: AddressView) => void }) {
  const { data, isPending, isError } = useQuery({ queryKey: addressQueryKey, queryFn: ({ signal }) => fetchAddresses(signal), enabled: open });
  const here = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="배송지 목록"
      footer={
        <LinkButton variant="secondary" to={`${paths.mypage.addressRegistration()}?redirectUrl=${encodeURIComponent(here)}`}>
          새 배송지 추가
        </LinkButton>
      }
    >
      {isPending ? <Spinner /> : null}
      {isError ? <p role="alert">배송지를 불러오지 못했습니다.</p> : null}
      {data && data.list.length === 0 ? <p className={styles.hint}>저장된 배송지가 없습니다.</p> : null}
      {data ? (
        <ul className={styles.book}>
          {data.list.map((address) => (
            <li key={address.addressSeq} className={styles.card}>
              <AddressLines address={address} />
              <div className={styles.cardActions}>
                <Button onClick={() => onPick(address)} aria-label={`${address.label} 배송지 선택`}>
                  선택
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
