import type { OrderView } from '@maru/domain';
import styles from '../Order.module.css';
import { Contact } from './Contact';

/** Where the order goes: the receiver, the address and the delivery memo. */
export function ReceiverFacts({ receiver }: { receiver: OrderView['receiver'] }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>받는 분</dt>
        <dd>
          {receiver.name} · <Contact value={receiver.phone} />
        </dd>
      </div>
      <div>
        <dt>주소</dt>
        <dd data-testid="receiver-address">
          ({receiver.zonecode}) {receiver.address} {receiver.addressDetail}
        </dd>
      </div>
      <div>
        <dt>배송 메모</dt>
        <dd>{receiver.memo ?? '없음'}</dd>
      </div>
    </dl>
  );
}
