import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClaimKindName, ClaimQuantity } from '@maru/domain';
import { useEffect, useState } from 'react';
import { afterSaleKeys, fetchRefundQuote, quantitiesParam } from '../api/aftersale-api';

/** Long enough for a few quick ticks to make one request, short enough to feel immediate. */
export const QUOTE_DELAY_MS = 300;

function useDebounced<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The refund preview for the lines and reason chosen, asked again as the choice changes:
 * once the choice has rested for QUOTE_DELAY_MS, and a request still running for the
 * previous choice is aborted (TanStack Query aborts a query nobody watches any more once
 * it has handed its signal to the request). The last preview stays shown meanwhile.
 */
export function useRefundQuote(orderNo: string, kind: ClaimKindName, lineNos: readonly number[], reason: string, enabled: boolean, quantities: readonly ClaimQuantity[] = []) {
  // A string key: a new array with the same lines is the same choice.
  const current = `${lineNos.join(',')}|${reason}|${quantitiesParam(quantities)}`;
  const choice = useDebounced(current, QUOTE_DELAY_MS);
  const [settledLines, settledReason = '', settledQuantities = ''] = choice.split('|');
  const settledLineNos = settledLines ? settledLines.split(',').map(Number) : [];
  const parts = settledQuantities ? settledQuantities.split(',').map((pair) => ({ lineNo: Number(pair.split(':')[0]), qty: Number(pair.split(':')[1]) })) : [];
  const query = useQuery({
    queryKey: afterSaleKeys.quote(orderNo, kind, settledLineNos, settledReason, settledQuantities),
    queryFn: ({ signal }) => fetchRefundQuote(orderNo, { kind, lineNos: settledLineNos, reason: settledReason, quantities: parts }, signal),
    // Never asked for a choice already replaced (nor for one the form was not ready for).
    enabled: enabled && choice === current && settledLineNos.length > 0,
    placeholderData: keepPreviousData,
    // Going back to a choice made a moment ago reuses its answer; the form asks again for
    // all of them when a send is refused (the order may have moved on).
    staleTime: 10_000,
    retry: false,
  });
  /** The preview shown is for an earlier choice, or is being asked for. */
  const updating = enabled && (choice !== current || query.isFetching);
  return { ...query, updating };
}
