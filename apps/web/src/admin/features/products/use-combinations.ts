import { type AdminProductView, formatNumber, type StockMoveRequest } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { moveStock, productQuery, productsKey, updateCombination } from './products-api';

export type Combination = AdminProductView['options']['combinations'][number];
export type LostType = Combination['stockLostType'];

export const combinationFailure = (error: unknown) => (error instanceof ConsoleApiError ? error.message : '저장하지 못했습니다. 다시 시도해 주세요.');

/** A combination as the table names it: its values, '화이트 / 600×600'. */
export const combinationName = (row: Combination) => row.values.join(' / ');

/**
 * The combinations' saves: a row's 추가금액 and 품절 시, and a stock move through 재고 변경
 * (`stockOf` is the row whose dialog is open; `ledgerOf` the row whose 이력 is shown). Each
 * answer replaces its row in the product in the cache, the lists and the ledger are read again.
 */
export function useCombinations(product: AdminProductView) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [stockOf, setStockOf] = useState<Combination>();
  const [ledgerOf, setLedgerOf] = useState<Combination>();

  // The product in the cache takes the new row; the product's own form is left as typed.
  const replaceRow = (itemGroupSeq: number, change: Partial<Combination>) =>
    queryClient.setQueryData(productQuery(product.productNo).queryKey, (current) =>
      current && { ...current, options: { ...current.options, combinations: current.options.combinations.map((row) => (row.itemGroupSeq === itemGroupSeq ? { ...row, ...change } : row)) } },
    );
  const refreshLists = () =>
    Promise.all(
      [
        [...productsKey, 'list'],
        [...productsKey, 'low-stock'],
        [...productsKey, 'ledger'],
        auditKey,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  const save = useMutation({
    mutationFn: ({ row, extraPrice, stockLostType }: { row: Combination; extraPrice: number; stockLostType: LostType }) => updateCombination(row.itemGroupSeq, { extraPrice, stockLostType }),
    onSuccess: (saved) => {
      replaceRow(saved.itemGroupSeq, saved);
      showToast(`${combinationName(saved)}: 저장했습니다.`, 'success');
    },
    // A refusal is the row's own: it is shown under its 추가금액 (CombinationRow), not in a toast.
    onError: (error) => {
      if (!(error instanceof ConsoleApiError)) showToast(combinationFailure(error), 'error');
    },
    onSettled: refreshLists,
  });

  const move = useMutation({
    mutationFn: ({ row, request }: { row: Combination; request: StockMoveRequest }) => moveStock(row.itemGroupSeq, request),
    onSuccess: (moved) => {
      replaceRow(moved.itemGroupSeq, { stockCnt: moved.stockCnt });
      setStockOf(undefined);
      showToast(`재고를 ${formatNumber(moved.stockCnt)}개로 바꿨습니다.${moved.alertsSent ? ` 재입고 알림 ${formatNumber(moved.alertsSent)}건을 보냈습니다.` : ''}`, 'success');
    },
    onSettled: refreshLists,
  });

  return { save, move, stockOf, setStockOf, ledgerOf, setLedgerOf };
}
