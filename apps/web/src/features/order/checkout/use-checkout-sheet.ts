import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiCode, type SheetView } from '@maru/domain';
import { useBenefitChoice, useBenefitRefusal } from '@/features/benefit';
import { isApiError, providersQuery } from '@/shared/api';
import { fetchSheet, sheetQueryKey } from '../api/order-api';

/** Any priced version of the sheet still in the cache (for another zonecode, say). */
function lastShownSheet(queryClient: QueryClient, sheetNo: string): SheetView | undefined {
  return queryClient
    .getQueriesData<SheetView>({ queryKey: ['order', 'sheet', sheetNo] })
    .map(([, data]) => data)
    .find((data) => data !== undefined);
}

interface CheckoutSheetOptions {
  sheetNo: string;
  guest: boolean;
  zonecode: string | null;
  queryClient: QueryClient;
}

/**
 * The order sheet as priced for the address and the chosen coupons and points, with what stays
 * on screen while it is priced again (or replaced, or a benefit refused).
 */
export function useCheckoutSheet({ sheetNo, guest, zonecode, queryClient }: CheckoutSheetOptions) {
  // Members' coupons and points: the server prices the sheet with them (guests have none).
  const benefit = useBenefitChoice();
  const choice = guest ? undefined : benefit.choice;
  const sheetQuery = useQuery({
    queryKey: sheetQueryKey(sheetNo, zonecode, choice),
    queryFn: ({ signal }) => fetchSheet(sheetNo, zonecode, signal, choice),
    // While a new address is priced, the amounts known so far stay on screen (no jump).
    placeholderData: (previous) => previous ?? queryClient.getQueryData<SheetView>(sheetQueryKey(sheetNo, null)),
    retry: false,
  });
  const { data: sandbox } = useQuery({ ...providersQuery, select: (providers) => providers.portone.sandbox });
  // A sheet an order was placed from cannot be priced again (5010); what was last shown of it
  // stays on screen while a fresh sheet for the same lines replaces it.
  const usedUp = isApiError(sheetQuery.error) && Number(sheetQuery.error.code) === ApiCode.ORDER_ALREADY_PLACED;
  const lastShown = usedUp ? lastShownSheet(queryClient, sheetNo) : undefined;
  const refusal = useBenefitRefusal(benefit, { priced: sheetQuery.isPlaceholderData ? undefined : sheetQuery.data, error: sheetQuery.error });
  const sheet = sheetQuery.data ?? refusal.fallbackSheet ?? lastShown;
  const repricing = sheetQuery.isPlaceholderData || usedUp || refusal.refused;
  return { benefit, choice, sheetQuery, sandbox, lastShown, sheet, repricing };
}
