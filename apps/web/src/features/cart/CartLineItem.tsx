import { formatKrw as won } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import type { CartLineData } from './cart-api';
import { isOrderable } from './cart-selection';
import { QuantityStepper } from './QuantityStepper';
import styles from './Cart.module.css';

interface CartLineItemProps {
  line: CartLineData;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
  onQty: (qty: number) => void;
  onChangeOption: () => void;
  onDelete: () => void;
}


function statusText(line: CartLineData): string {
  if (line.productOptionsStatus === 'STOCK_ALIM') return '품절 (재입고 알림 가능)';
  if (line.productOptionsStatus === 'SALE_CLOSE') return '품절';
  return `재고 부족 (현재 ${line.stockCnt}개)`;
}

export function CartLineItem({ line, checked, busy, onToggle, onQty, onChangeOption, onDelete }: CartLineItemProps) {
  const orderable = isOrderable(line);
  const name = `${line.productName} ${line.optionName}`;
  return (
    <li className={orderable ? styles.line : `${styles.line} ${styles.unavailable}`} data-testid="cart-line" data-option={line.itemGroupSeq}>
      <input type="checkbox" aria-label={`${name} 선택`} checked={checked} disabled={!orderable} onChange={onToggle} />
      <Link to={paths.productItem(line.productNo)} className={styles.thumb}>
        <img src={line.imageUrl} alt="" width={88} height={88} loading="lazy" />
      </Link>
      <div className={styles.lineBody}>
        <p className={styles.brand}>{line.brandName}</p>
        <Link to={paths.productItem(line.productNo)} className={styles.productName}>
          {line.productName}
        </Link>
        <p className={styles.optionName}>{line.optionName}</p>
        {!orderable ? <p className={styles.status}>{statusText(line)}</p> : null}
        <div className={styles.lineControls}>
          {line.cartType === 'PRODUCT' ? (
            <QuantityStepper label={name} qty={line.qty} max={Math.max(line.maxQty, 1)} disabled={busy || line.maxQty === 0} onChange={onQty} />
          ) : (
            <span>1개</span>
          )}
          <button type="button" className={styles.textButton} disabled={busy} onClick={onChangeOption}>
            옵션 변경
          </button>
          <button type="button" className={styles.textButton} disabled={busy} onClick={onDelete} aria-label={`${name} 삭제`}>
            삭제
          </button>
        </div>
      </div>
      <div className={styles.linePrice}>
        {line.cartType === 'SAMPLE' ? (
          <strong>무료</strong>
        ) : (
          <>
            {line.sellingPrice < line.price ? <del>{won(line.orderPrice)}</del> : null}
            <strong>{won(line.orderPriceDiscount)}</strong>
          </>
        )}
      </div>
    </li>
  );
}
