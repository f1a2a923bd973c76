import {
  claimListQuery,
  lineStatusLabels,
  ORDER_LIST_FILTERS,
  orderListQuery,
  type OrderListFilter,
  type OrderListQuery,
  type OrderPeriod,
} from '@maru/domain';

// The order and claim lists keep their filters in the address (so back, forward and reload
// keep them), read with the contract's own schemas: an unknown value falls back to the
// default the server would use.

function field<Value>(schema: { safeParse: (input: unknown) => { success: true; data: Value } | { success: false } }, raw: string | null, fallback: Value): Value {
  const parsed = schema.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : fallback;
}

export function orderListFilters(search: URLSearchParams): OrderListQuery {
  const { shape } = orderListQuery;
  return {
    status: field(shape.status, search.get('status'), 'ALL'),
    period: field(shape.period, search.get('period'), '3M'),
    page: field(shape.page, search.get('page'), 1),
  };
}

export function claimListFilters(search: URLSearchParams): { period: OrderPeriod; page: number } {
  const { shape } = claimListQuery;
  return { period: field(shape.period, search.get('period'), '6M'), page: field(shape.page, search.get('page'), 1) };
}

/** The state filter's words: the line states' own labels, plus 전체 and 취소·반품. */
export const orderFilterOptions: readonly { value: OrderListFilter; label: string }[] = ORDER_LIST_FILTERS.map((value) => ({
  value,
  label: value === 'ALL' ? '전체' : value === 'CLAIMS' ? '취소·반품' : lineStatusLabels[value],
}));
