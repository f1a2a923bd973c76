import { PRODUCT_LIST_SORTS, type ProductListSort } from '@maru/domain';
import { choicesOf, Options } from '@/shared/ui';
import styles from './ProductList.module.css';

export const SORT_LABELS: Record<ProductListSort, string> = {
  NE: '신상품순',
  PO: '인기순',
  LP: '낮은 가격순',
  HP: '높은 가격순',
  RV: '리뷰 많은순',
};

const sortChoices = choicesOf(PRODUCT_LIST_SORTS, (sorted) => SORT_LABELS[sorted]);

interface SortSelectProps {
  value: ProductListSort;
  onChange: (sorted: ProductListSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <label className={styles.sort}>
      <span className={styles.hidden}>정렬</span>
      <select value={value} onChange={(event) => onChange(event.target.value as ProductListSort)}>
        <Options choices={sortChoices} />
      </select>
    </label>
  );
}
