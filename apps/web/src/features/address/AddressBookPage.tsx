import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressView } from '@maru/domain';
import { useState } from 'react';
import { isApiError } from '@/shared/api';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Button, Dialog, EmptyState, LinkButton, Spinner, useToast } from '@/shared/ui';
import { addressQueryKey, deleteAddress, fetchAddresses, updateAddress } from './address-api';
import { formFromAddress } from './address-form';
import { AddressLines } from './AddressLines';
import styles from './Address.module.css';

interface AddressCardProps {
  address: AddressView;
  /** A 기본 배송지 change is on its way: the buttons wait. */
  settingDefault: boolean;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One address of the book with its 수정, 삭제 and 기본 배송지로 설정. */
function AddressCard({ address, settingDefault, onDelete, onMakeDefault }: AddressCardProps) {
  return (
    <li className={styles.card} data-testid="address-card">
      <AddressLines address={address} />
      <div className={styles.cardActions}>
        <LinkButton variant="secondary" to={`${paths.mypage.addressRegistration()}?addressSeq=${address.addressSeq}`} aria-label={`${address.label} 수정`}>
          수정
        </LinkButton>
        <Button variant="secondary" onClick={onDelete} aria-label={`${address.label} 삭제`}>
          삭제
        </Button>
        {address.isDefault ? null : (
          <Button variant="ghost" disabled={settingDefault} onClick={onMakeDefault}>
            기본 배송지로 설정
          </Button>
        )}
      </div>
    </li>
  );
}

function DeleteAddressDialog({ open, busy, onClose, onConfirm }: { open: boolean; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="배송지 삭제"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button disabled={busy} onClick={onConfirm}>
            삭제
          </Button>
        </>
      }
    >
      <p>이 배송지를 삭제할까요?</p>
    </Dialog>
  );
}

/** /mypage/address: the book, its default and the edit / delete actions. */
export function AddressBookPage() {
  usePageTitle('배송지 관리');
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const { data, isPending, isError, refetch } = useQuery({ queryKey: addressQueryKey, queryFn: ({ signal }) => fetchAddresses(signal) });
  const [deleting, setDeleting] = useState<number | undefined>(undefined);
  const done = async () => queryClient.invalidateQueries({ queryKey: addressQueryKey });
  const failed = (error: unknown) => showToast(isApiError(error) ? error.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.', 'error');
  const remove = useMutation({ mutationFn: deleteAddress, onSuccess: done, onError: failed, onSettled: () => setDeleting(undefined) });
  const makeDefault = useMutation({
    mutationFn: (seq: number) => {
      const address = data!.list.find((entry) => entry.addressSeq === seq)!;
      return updateAddress(seq, { ...formFromAddress(address), isDefault: true });
    },
    onSuccess: done,
    onError: failed,
  });
  const full = data ? data.list.length >= data.max : false;

  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <h1>배송지 관리</h1>
        {data ? (
          <span className={styles.hint}>
            {data.list.length}/{data.max}
          </span>
        ) : null}
      </div>
      {isPending ? <Spinner /> : null}
      {isError ? (
        <div role="alert">
          <p>배송지를 불러오지 못했습니다.</p>
          <Button onClick={() => void refetch()}>다시 시도</Button>
        </div>
      ) : null}
      {data && data.list.length === 0 ? (
        <EmptyState title="저장된 배송지가 없습니다" description="자주 쓰는 배송지를 저장해 두면 주문할 때 바로 고를 수 있어요." actions={<LinkButton to={paths.mypage.addressRegistration()}>배송지 추가</LinkButton>} />
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <ul className={styles.book} aria-label="배송지 목록">
            {data.list.map((address) => (
              <AddressCard key={address.addressSeq} address={address} settingDefault={makeDefault.isPending} onDelete={() => setDeleting(address.addressSeq)} onMakeDefault={() => makeDefault.mutate(address.addressSeq)} />
            ))}
          </ul>
          <p>
            {full ? (
              <span className={styles.hint}>배송지는 {data.max}개까지 저장할 수 있습니다.</span>
            ) : (
              <LinkButton to={paths.mypage.addressRegistration()}>배송지 추가</LinkButton>
            )}
          </p>
        </>
      ) : null}
      <DeleteAddressDialog open={deleting !== undefined} busy={remove.isPending} onClose={() => setDeleting(undefined)} onConfirm={() => deleting !== undefined && remove.mutate(deleting)} />
    </div>
  );
}
