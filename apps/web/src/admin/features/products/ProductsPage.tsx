import { type AdminProductRow, type AdminProductSort, type BulkProductAction, type BulkProductResult, formatKrw, formatNumber, productStatusLabels } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, LinkButton } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { type SortableColumn, twoWaySort } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { BulkBar, ConsoleList, ExportLink, type RowSelection, SelectAllBox, SelectCell, useRowSelection } from '../../ui/list-frame';
import { BulkDialog, type BulkKind, bulkKindLabels } from './BulkDialog';
import { BulkResult } from './BulkResult';
import { filtersOf, paramsOf, type ProductFilters } from './product-filters';
import { ProductFilterBar } from './ProductFilterBar';
import { bulkUpdate, exportHref, productChoicesQuery, productListQuery, productsKey, PRODUCTS_PAGE_SIZE } from './products-api';
import own from './products.module.css';

const STATUS_TONES = { ON_SALE: 'good', SOLD_OUT: 'bad', HIDDEN: undefined } as const;

function ProductRow({ product, selection }: { product: AdminProductRow; selection: RowSelection<AdminProductRow, number> }) {
  return (
    <tr>
      <SelectCell selection={selection} row={product} label={`${product.productName} 선택`} />
      <td className={own.number}>{product.productNo}</td>
      <td>
        <Link to={String(product.productNo)}>{product.productName}</Link>
      </td>
      <td>{product.brandName}</td>
      <td>{product.categoryName}</td>
      <td className={own.number}>{formatKrw(product.price)}</td>
      <td className={own.number}>{formatKrw(product.sellingPrice)}</td>
      <td>
        <span className={styles.badge} data-tone={STATUS_TONES[product.status]}>
          {productStatusLabels[product.status]}
        </span>
      </td>
      <td className={own.number}>
        {formatNumber(product.stockCnt)}
        <span className={own.marks}>
          {product.soldOutOptions > 0 ? (
            <span className={styles.badge} data-tone="bad" title={`옵션 ${product.options}개 중 ${product.soldOutOptions}개 품절`}>
              품절 {product.soldOutOptions}
            </span>
          ) : null}
          {product.lowStock ? (
            <span className={styles.badge} data-tone="wait">
              부족
            </span>
          ) : null}
        </span>
      </td>
      <td className={styles.nowrap}>{formatDateTime(product.updatedAt)}</td>
    </tr>
  );
}

/** The headings: the selection's box, then the columns; they sort as the 정렬 filter does (the same address field). */
function productColumns(filters: ProductFilters, sortBy: (sort: AdminProductSort) => void, selection: RowSelection<AdminProductRow, number>, pageRows: readonly AdminProductRow[]) {
  // 상품번호 is newest first.
  const sortable = (label: string, sort: AdminProductSort): SortableColumn => ({
    label,
    sort: filters.sort === sort ? (sort === 'NEWEST' ? 'descending' : 'ascending') : 'none',
    onSort: () => sortBy(sort),
  });
  return [
    <SelectAllBox key="all" selection={selection} rows={pageRows} label="이 페이지의 상품 모두 선택" />,
    sortable('상품번호', 'NEWEST'),
    sortable('상품명', 'NAME'),
    '브랜드',
    '카테고리',
    '정가',
    twoWaySort('판매가', filters.sort, { descending: 'PRICE_DESC', ascending: 'PRICE_ASC', first: 'ascending' }, sortBy),
    '상태',
    sortable('재고', 'STOCK_ASC'),
    '수정일',
  ];
}

const headerActions = (filters: ProductFilters) => (
  <>
    <LinkButton to="new">상품 등록</LinkButton>
    <ExportLink href={exportHref(filters)}>엑셀 내보내기</ExportLink>
    <LinkButton to="import" variant="secondary">
      엑셀 가져오기
    </LinkButton>
    <LinkButton to="low-stock" variant="secondary">
      재고 부족 목록
    </LinkButton>
  </>
);

/** The bulk change of the chosen products: its dialog's state, the call, and its result. */
function useProductBulk(selection: RowSelection<AdminProductRow, number>) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [bulk, setBulk] = useState<BulkKind>();
  const [result, setResult] = useState<BulkProductResult>();
  const apply = useMutation({
    mutationFn: (action: BulkProductAction) => bulkUpdate(selection.keys(), action),
    onSuccess: (answer) => {
      setResult(answer);
      setBulk(undefined);
      selection.clear();
    },
    onError: (error) => {
      showToast(error instanceof ConsoleApiError ? error.message : '변경하지 못했습니다. 다시 시도해 주세요.', 'error');
      setBulk(undefined);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: productsKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
  return { bulk, setBulk, result, setResult, apply };
}

/** 상품 관리: the catalogue searched by the filters in the address, with bulk changes on a selection. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const products = useQuery(productListQuery(filters));
  const choices = useQuery(productChoicesQuery);
  // Chosen rows by number, kept across pages of the same search (a new search starts afresh).
  const selection = useRowSelection((row: AdminProductRow) => row.productNo, paramsOf({ ...filters, page: 1 }).toString());
  const { bulk, setBulk, result, setResult, apply } = useProductBulk(selection);
  const show = (next: ProductFilters) => setParams(paramsOf(next));
  const sortBy = (sort: AdminProductSort) => show({ ...filters, sort, page: 1 });

  return (
    <ConsoleList
      className={own.page}
      title="상품 관리"
      description="상품을 찾아 판매 상태·가격·카테고리를 한꺼번에 바꾸고, 엑셀(CSV)로 내보내거나 가져옵니다."
      actions={headerActions(filters)}
      label="상품 목록"
      filters={<ProductFilterBar key={params.toString()} filters={filters} choices={choices.data} onSearch={show} />}
      toolbar={
        <>
          <BulkBar label="선택한 상품 일괄 변경" count={selection.size} onClear={selection.clear}>
            {(['status', 'price', 'category'] as const).map((kind) => (
              <Button key={kind} variant="secondary" className={styles.small} onClick={() => setBulk(kind)}>
                {bulkKindLabels[kind]}
              </Button>
            ))}
          </BulkBar>
          {result ? <BulkResult result={result} onClose={() => setResult(undefined)} /> : null}
        </>
      }
      tableClassName={own.dense}
      table={{
        query: products,
        noun: '상품',
        loading: '상품을 찾는 중',
        empty: '조건에 맞는 상품이 없습니다.',
        stickyHeader: true,
        columns: productColumns(filters, sortBy, selection, products.data?.list ?? []),
        row: (product) => <ProductRow key={product.productNo} product={product} selection={selection} />,
        pages: { page: filters.page, size: PRODUCTS_PAGE_SIZE, onPage: (page) => show({ ...filters, page }) },
      }}
    >
      {bulk ? (
        <BulkDialog kind={bulk} rows={selection.rows()} categories={choices.data?.categories ?? []} pending={apply.isPending} onCancel={() => setBulk(undefined)} onConfirm={(action) => apply.mutate(action)} />
      ) : null}
    </ConsoleList>
  );
}
