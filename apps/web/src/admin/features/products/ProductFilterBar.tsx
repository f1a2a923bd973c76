import { ADMIN_PRODUCT_SORTS, adminProductSortLabels, PRODUCT_STATUSES, productStatusLabels, STOCK_FILTERS, stockFilterLabels } from '@maru/domain';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { SearchForm } from '../../ui/pieces/SearchForm';
import { filtersOfForm, type ProductFilters } from './product-filters';
import type { ProductChoices } from './products-api';

interface ProductFilterBarProps {
  filters: ProductFilters;
  choices: ProductChoices | undefined;
  onSearch: (filters: ProductFilters) => void;
}

/** The list's filters, applied together by 검색 (the page keys it by the address, so back and forward reset it). */
export function ProductFilterBar({ filters, choices, onSearch }: ProductFilterBarProps) {
  return (
    <SearchForm onSearch={(read) => onSearch(filtersOfForm(read))}>
      <label className={styles.field}>
        검색어 (상품번호·상품명·브랜드)
        <input name="keyword" defaultValue={filters.keyword} maxLength={60} autoComplete="off" />
      </label>
      <SelectField
        label="카테고리"
        name="categoryNo"
        defaultValue={filters.categoryNo ?? ''}
        blank="전체"
        choices={choices?.categories.map((category) => ({ value: category.categoryNo, label: category.path }))}
      />
      <SelectField label="브랜드" name="brandNo" defaultValue={filters.brandNo ?? ''} blank="전체" choices={choices?.brands.map((brand) => ({ value: brand.brandNo, label: brand.name }))} />
      <SelectField label="상태" name="status" defaultValue={filters.status ?? ''} blank="전체" choices={choicesOf(PRODUCT_STATUSES, (status) => productStatusLabels[status])} />
      <SelectField label="재고" name="stock" defaultValue={filters.stock ?? ''} blank="전체" choices={choicesOf(STOCK_FILTERS, (stock) => stockFilterLabels[stock])} />
      <label className={styles.field}>
        판매가 최소 (원)
        <input name="priceMin" defaultValue={filters.priceMin} inputMode="numeric" size={10} autoComplete="off" />
      </label>
      <label className={styles.field}>
        판매가 최대 (원)
        <input name="priceMax" defaultValue={filters.priceMax} inputMode="numeric" size={10} autoComplete="off" />
      </label>
      <SelectField label="정렬" name="sort" defaultValue={filters.sort} choices={choicesOf(ADMIN_PRODUCT_SORTS, (sort) => adminProductSortLabels[sort])} />
    </SearchForm>
  );
}
