import { formatNumber } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LinkButton } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { ConsoleList, useListFilters } from '../../ui/list-frame';
import { LOW_STOCK_PAGE_SIZE, lowStockQuery } from './products-api';
import own from './products.module.css';

/** 재고 부족 목록: option combinations at or under their product's threshold, the emptiest first. */
export function LowStockPage() {
  const list = useListFilters({});
  const rows = useQuery(lowStockQuery(list.filters.page));
  return (
    <ConsoleList
      className={own.page}
      title="재고 부족 목록"
      description="재고가 상품의 재고 부족 기준 이하인 옵션입니다. 재고가 적은 것부터 보입니다."
      actions={<LinkButton to=".." relative="path" variant="secondary">상품 목록</LinkButton>}
      label="재고 부족 옵션"
      tableClassName={own.dense}
      table={{
        query: rows,
        noun: '옵션',
        loading: '재고 부족 옵션을 찾는 중',
        empty: '재고 부족 기준 이하인 옵션이 없습니다.',
        stickyHeader: true,
        columns: ['상품번호', '상품명', '옵션', '재고', '부족 기준'],
        row: (row) => (
          <tr key={row.itemGroupSeq}>
            <td className={own.number}>{row.productNo}</td>
            <td>
              <Link to={`../${row.productNo}`} relative="path">
                {row.productName}
              </Link>
            </td>
            <td>{row.values.join(' / ')}</td>
            <td className={own.number}>
              {row.stockCnt === 0 ? (
                <span className={styles.badge} data-tone="bad">
                  품절
                </span>
              ) : (
                formatNumber(row.stockCnt)
              )}
            </td>
            <td className={own.number}>{formatNumber(row.threshold)}</td>
          </tr>
        ),
        pages: list.pages(LOW_STOCK_PAGE_SIZE),
      }}
    />
  );
}
