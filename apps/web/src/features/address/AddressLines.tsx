import type { AddressView } from '@maru/domain';
import styles from './Address.module.css';

export function AddressLines({ address }: { address: AddressView }) {
  return (
    <>
      <p className={styles.cardHead}>
        {address.label}
        {address.isDefault ? <span className={styles.badge}>기본 배송지</span> : null}
      </p>
      <p>
        {address.receiverName} · {address.receiverPhone}
      </p>
      <p>
        [{address.zonecode}] {address.address} {address.addressDetail}
      </p>
    </>
  );
}
