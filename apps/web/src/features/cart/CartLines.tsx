import { Button } from '@/shared/ui';
import type { CartLineData } from './cart-api';
import { CartLineItem } from './CartLineItem';
import styles from './Cart.module.css';

interface CartLinesProps {
  orderable: readonly CartLineData[];
  unavailable: readonly CartLineData[];
  selected: ReadonlySet<number>;
  allTicked: boolean;
  busy: boolean;
  onToggleAll: () => void;
  onDeleteSelected: () => void;
  onToggle: (cartSeq: number) => void;
  onQty: (cartSeq: number, qty: number) => void;
  onChangeOption: (line: CartLineData) => void;
  onDelete: (cartSeq: number) => void;
}

/** The lines in the cart: those that can be ordered under 전체 선택, then the sold-out ones apart. */
export function CartLines({ orderable, unavailable, selected, allTicked, busy, onToggleAll, onDeleteSelected, ...line }: CartLinesProps) {
  const renderLine = (item: CartLineData) => (
    <CartLineItem
      key={item.cartSeq}
      line={item}
      checked={selected.has(item.cartSeq)}
      busy={busy}
      onToggle={() => line.onToggle(item.cartSeq)}
      onQty={(qty) => line.onQty(item.cartSeq, qty)}
      onChangeOption={() => line.onChangeOption(item)}
      onDelete={() => line.onDelete(item.cartSeq)}
    />
  );

  return (
    <section aria-label="담은 상품">
      <div className={styles.toolbar}>
        <label>
          <input type="checkbox" checked={allTicked} disabled={orderable.length === 0} onChange={onToggleAll} />
          전체 선택 ({selected.size}/{orderable.length})
        </label>
        <Button variant="secondary" disabled={selected.size === 0 || busy} onClick={onDeleteSelected}>
          선택 삭제
        </Button>
      </div>
      <ul className={styles.lines}>{orderable.map(renderLine)}</ul>
      {unavailable.length > 0 ? (
        <section aria-label="주문할 수 없는 상품" className={styles.unavailableSection}>
          <h2>품절 · 재고 부족 상품 ({unavailable.length})</h2>
          <p>주문할 수 없는 상품은 결제 금액에 포함되지 않습니다.</p>
          <ul className={styles.lines}>{unavailable.map(renderLine)}</ul>
        </section>
      ) : null}
    </section>
  );
}
