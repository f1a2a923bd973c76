import { formatKrw, type AdminOrderView } from '@maru/domain';
import { Button } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import type { LineAction } from './LineActionDialog';
import own from './orders.module.css';

/** What the buttons do, and the state machine event each needs every chosen line to accept. */
const ACTIONS: readonly { action: LineAction; label: string; event: string }[] = [
  { action: 'prepare', label: '상품준비중으로', event: 'PREPARE' },
  { action: 'ship', label: '배송 시작 (송장 입력)', event: 'SHIP' },
  { action: 'deliver', label: '배송완료로', event: 'DELIVER' },
  { action: 'cancel', label: '판매자 취소', event: 'CANCEL' },
];

interface OrderLinesProps {
  order: AdminOrderView;
  chosen: readonly number[];
  eventsOf: (lineNo: number) => readonly string[];
  allows: (event: string) => boolean;
  toggle: (lineNo: number) => void;
  pending: boolean;
  onAct: (action: LineAction) => void;
}

/** 상품: the order's lines, each chosen with its checkbox, and the actions the chosen lines all accept. */
export function OrderLines({ order, chosen, eventsOf, allows, toggle, pending, onAct }: OrderLinesProps) {
  return (
    <section className={styles.panel} aria-labelledby="order-lines">
      <h2 id="order-lines">
        상품 <span className={styles.muted}>{order.displayStatus}</span>
      </h2>
      <DataTable columns={['선택', '상품', '수량', '금액', '상태', '배송']}>
        {order.lines.map((line) => (
          <OrderLineRow key={line.lineNo} line={line} chosen={chosen.includes(line.lineNo)} choosable={eventsOf(line.lineNo).length > 0} onToggle={() => toggle(line.lineNo)} />
        ))}
      </DataTable>
      <div className={styles.rowActions} role="group" aria-label="선택한 상품 처리">
        {ACTIONS.map(({ action, label, event }) => (
          <Button key={action} variant={action === 'cancel' ? 'secondary' : 'primary'} disabled={!allows(event) || pending} onClick={() => onAct(action)}>
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}

function OrderLineRow({ line, chosen, choosable, onToggle }: { line: AdminOrderView['lines'][number]; chosen: boolean; choosable: boolean; onToggle: () => void }) {
  return (
    <tr>
      <td>
        <input type="checkbox" aria-label={`${line.productName} 선택`} checked={chosen} disabled={!choosable} onChange={onToggle} />
      </td>
      <td>
        {line.brandName} {line.productName}
        <br />
        <span className={styles.small}>{line.optionName}</span>
      </td>
      <td>{line.qty}</td>
      <td className={own.money}>{formatKrw(line.sellingPrice * line.qty)}</td>
      <td>
        {line.statusLabel}
        {line.claimNo ? <span className={styles.small}> ({line.claimNo})</span> : null}
      </td>
      <td className={styles.small}>
        {line.tracking ? (
          <>
            {line.tracking.carrierName} <span className={own.figure}>{line.tracking.trackingNo}</span>
          </>
        ) : (
          '—'
        )}
        {line.deliveredAt ? <br /> : null}
        {line.deliveredAt ? `배송완료 ${formatDateTime(line.deliveredAt)}` : null}
      </td>
    </tr>
  );
}
