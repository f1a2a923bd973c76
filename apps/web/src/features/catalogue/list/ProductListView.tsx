import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { formatNumber, clearFilters, removeFilter, setPage, setSorted, toggleFilter, type ProductListSort } from '@maru/domain';
import { EmptyState } from '@/shared/ui';
import { categoriesQuery, filtersQuery, PAGE_SIZE, productCountQuery, productListQuery } from '../api/catalogue-api';
import type { FilterItem } from '../api/schemas';
import { CategoryNav } from './CategoryNav';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { FilterSheet } from './FilterSheet';
import { Pagination } from './Pagination';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { categoriesInScope, findCategory, relevantFilterGroups } from './relevant-filters';
import { SortSelect } from './SortSelect';
import { useListAddress } from './use-list-address';
import styles from './ProductList.module.css';

interface ProductListViewProps {
  /** The page's h1: a category name, "검색" or "전체 상품". */
  title: (categoryName: string | undefined) => string;
  /** Shown above the results, e.g. the search box. */
  header?: ReactNode;
  /** What the empty state suggests; differs between a category and a search. */
  emptyHint: string;
  showCategories?: boolean;
}

const DEFAULT_SORT: ProductListSort = 'NE';

/** The product list with its address state: categories, filters, sort, count, grid and pages. */
export function ProductListView({ title, header, emptyHint, showCategories = true }: ProductListViewProps) {
  const { query, effective, pathCategory, go } = useListAddress();
  const categories = useQuery(categoriesQuery);
  const filters = useQuery(filtersQuery);
  const list = useQuery({ ...productListQuery(effective), placeholderData: (previous) => previous });
  const count = useQuery(productCountQuery(effective));

  const tree = useMemo(() => categories.data ?? [], [categories.data]);
  const currentCategory = pathCategory ?? effective.categorys[0];
  const categoryName = currentCategory === undefined ? undefined : findCategory(tree, currentCategory)?.categoryName;
  const groups = useMemo(
    () => relevantFilterGroups(filters.data ?? [], categoriesInScope(effective.categorys, tree), query.filters),
    [filters.data, effective.categorys, tree, query.filters],
  );
  const itemsByNo = useMemo(
    () => new Map<number, FilterItem>((filters.data ?? []).flatMap((group) => group.itemList.map((item) => [item.itemNo, item]))),
    [filters.data],
  );
  const pageCount = Math.max(1, Math.ceil((count.data ?? 0) / PAGE_SIZE));
  // One set of controls, in the side column on wide screens and in the sheet on phones.
  const filterControls = (
    <>
      {showCategories ? <CategoryNav tree={tree} current={currentCategory} /> : null}
      <FilterPanel groups={groups} chosen={query.filters} onToggle={(itemNo) => go(toggleFilter(query, itemNo), { replace: true })} />
    </>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title(categoryName)}</h1>
      {header}
      <div className={styles.layout}>
        <aside className={styles.side}>{filterControls}</aside>
        <section className={styles.results} aria-labelledby="result-count" aria-busy={list.isFetching}>
          <div className={styles.toolbar}>
            <p id="result-count" className={styles.count} aria-live="polite">
              {count.data === undefined ? '상품 수를 세는 중' : `상품 ${formatNumber(count.data)}개`}
            </p>
            <div className={styles.toolbarActions}>
              <FilterSheet activeCount={query.filters.length} resultCount={count.data} onClear={() => go(clearFilters(query), { replace: true })}>
                {filterControls}
              </FilterSheet>
              <SortSelect value={effective.sorted ?? DEFAULT_SORT} onChange={(sorted) => go(setSorted(query, sorted))} />
            </div>
          </div>
          <FilterChips
            chosen={query.filters}
            itemsByNo={itemsByNo}
            onRemove={(itemNo) => go(removeFilter(query, itemNo), { replace: true })}
            onClear={() => go(clearFilters(query), { replace: true })}
          />
          {list.isPending ? (
            <ProductGridSkeleton />
          ) : list.isError ? (
            <EmptyState title="상품을 불러오지 못했어요" description="잠시 후 다시 시도해 주세요." />
          ) : list.data.length === 0 ? (
            <EmptyState
              icon={<span className={styles.emptyIcon}>⌕</span>}
              title="조건에 맞는 상품이 없어요"
              description={emptyHint}
              actions={
                query.filters.length > 0 ? (
                  <button type="button" className={styles.clearAll} onClick={() => go(clearFilters(query), { replace: true })}>
                    필터 전체 해제
                  </button>
                ) : undefined
              }
            />
          ) : (
            <ProductGrid products={list.data} />
          )}
          <Pagination page={query.page} pageCount={pageCount} onPage={(page) => go(setPage(query, page))} />
        </section>
      </div>
    </div>
  );
}
