import { ADMIN_ORDER_FILTERS, ADMIN_ORDER_SORTS, type adminOrderRow, type AdminOrderSort, formatKrw, lineStatusLabels, ORDER_STATUSES, type LineStatus, type OrderStatus } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/shared/ui/Button';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { twoWaySort } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { PeriodFields, SelectField } from '../../ui/pieces/fields';
import { choiceFilter, ConsoleList, textFilter, useListFilters } from '../../ui/list-frame';
import { ORDERS_PAGE_SIZE, ordersQuery, type OrderFilters } from './orders-api';
import own from './orders.module.css';
import { TrackingImportPanel } from './TrackingImportPanel';

type StatusFilter = (typeof ADMIN_ORDER_FILTERS)[number];
type AdminOrderRow = z.infer<typeof adminOrderRow>;

const statusLabel = (status: StatusFilter) =>
  status === 'ALL' ? '전체' : status === 'OPEN_CLAIMS' ? '취소·반품 요청' : status === 'REFUND_PENDING' ? '환불 대기' : lineStatusLabels[status as LineStatus];

/** The payment states an operator searches by, unpaid ones included (a shopper saying "I paid but see nothing"). */
const paymentStateLabels: Readonly<Record<OrderStatus, string>> = {
  PAYMENT_PENDING: '결제 진행 중',
  WAITING_DEPOSIT: '입금대기',
  PAID: '결제완료',
  FAILED: '결제실패',
  ABANDONED: '결제 미완료 (결제 창 닫음)',
  CANCELLED: '결제 취소',
  EXPIRED: '기한 만료 (결제·입금)',
};

/** The filters as the address holds them, so a search can be shared, reloaded and gone back to. */
const FILTERS = {
  status: choiceFilter(ADMIN_ORDER_FILTERS, 'ALL'),
  orderStatus: choiceFilter(ORDER_STATUSES),
  from: textFilter(),
  to: textFilter(),
  orderNo: textFilter(),
  orderer: textFilter(),
  // Set by the headings; a search keeps it.
  sort: choiceFilter(ADMIN_ORDER_SORTS, 'NEWEST', { form: false }),
};

function OrderSearchFields({ filters }: { filters: OrderFilters }) {
  return (
    <>
      <SelectField label="상태" name="status" defaultValue={filters.status} choices={choicesOf(ADMIN_ORDER_FILTERS, statusLabel)} />
      <SelectField label="결제 상태" name="orderStatus" defaultValue={filters.orderStatus ?? ''} blank="전체" choices={choicesOf(ORDER_STATUSES, (status) => paymentStateLabels[status])} />
      <PeriodFields day="주문일" from={filters.from} to={filters.to} />
      <label className={styles.field}>
        주문번호
        <input name="orderNo" defaultValue={filters.orderNo} inputMode="numeric" autoComplete="off" />
      </label>
      <label className={styles.field}>
        주문자 (이름 또는 휴대폰)
        <input name="orderer" defaultValue={filters.orderer} autoComplete="off" />
      </label>
    </>
  );
}

function OrderRow({ order }: { order: AdminOrderRow }) {
  return (
    <tr>
      <td className={own.figure}>{formatDateTime(order.createdAt)}</td>
      <td className={own.figure}>
        <Link to={order.orderNo}>{order.orderNo}</Link>
      </td>
      <td>
        {order.ordererName}
        <span className={styles.muted}> {order.member ? '회원' : '비회원'}</span>
        <br />
        <span className={`${styles.small} ${own.figure}`}>{order.ordererPhone}</span>
      </td>
      <td>
        {order.firstProductName}
        {order.lineCount > 1 ? ` 외 ${order.lineCount - 1}건` : ''}
      </td>
      <td className={own.money}>
        {formatKrw(order.payAmount)}
        <br />
        <span className={styles.small}>{order.payMethodLabel}</span>
      </td>
      <td className={own.money}>{order.refundedAmount > 0 ? formatKrw(order.refundedAmount) : '—'}</td>
      <td>
        {order.displayStatus}
        {order.openClaims > 0 ? <span className={styles.badge}> 요청 {order.openClaims}</span> : null}
      </td>
    </tr>
  );
}

/** 주문 관리: every order, searched by state, period (Korean days), number or orderer. */
export function OrdersPage() {
  const list = useListFilters(FILTERS);
  const { filters, apply } = list;
  const orders = useQuery(ordersQuery(filters));
  const [importing, setImporting] = useState(false);
  // Newest first is the list's own order, so it stays out of the address.
  const sortBy = (sort: AdminOrderSort) => apply({ sort: sort === 'NEWEST' ? undefined : sort });

  return (
    <ConsoleList
      title="주문 관리"
      description="주문을 찾아 상품준비중·배송중·배송완료로 처리하고, 취소·반품 요청과 환불을 다룹니다."
      actions={
        <Button variant={importing ? 'primary' : 'secondary'} aria-expanded={importing} onClick={() => setImporting((open) => !open)}>
          송장 일괄 등록
        </Button>
      }
      above={importing ? <TrackingImportPanel /> : null}
      label="주문 검색"
      search={{ onSearch: list.search, formKey: list.formKey, fields: <OrderSearchFields filters={filters} /> }}
      table={{
        query: orders,
        noun: '주문',
        loading: '주문을 찾는 중',
        empty: '조건에 맞는 주문이 없습니다.',
        columns: [
          twoWaySort('주문일시', filters.sort, { descending: 'NEWEST', ascending: 'OLDEST', first: 'descending' }, sortBy),
          '주문번호',
          '주문자',
          '상품',
          twoWaySort('결제', filters.sort, { descending: 'PAY_DESC', ascending: 'PAY_ASC', first: 'descending' }, sortBy),
          '환불',
          '상태',
        ],
        row: (order) => <OrderRow key={order.orderNo} order={order} />,
        pages: list.pages(ORDERS_PAGE_SIZE),
      }}
    />
  );
}
