import type { FilterItem } from '../api/schemas';
import styles from './ProductList.module.css';

interface FilterChipsProps {
  chosen: readonly number[];
  itemsByNo: ReadonlyMap<number, FilterItem>;
  onRemove: (itemNo: number) => void;
  onClear: () => void;
}

/** The chosen filters as removable chips, with one button to clear them all (the keyword stays). */
export function FilterChips({ chosen, itemsByNo, onRemove, onClear }: FilterChipsProps) {
  if (chosen.length === 0) return null;
  return (
    <div className={styles.chips}>
      <ul aria-label="선택한 필터">
        {chosen.map((itemNo) => {
          const name = itemsByNo.get(itemNo)?.itemName ?? `필터 ${itemNo}`;
          return (
            <li key={itemNo}>
              <button type="button" className={styles.chip} onClick={() => onRemove(itemNo)} aria-label={`${name} 필터 해제`}>
                {name} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClear}>
        전체 해제
      </button>
    </div>
  );
}
