import { type AdminProductView, extraPriceProblem, formatNumber, STOCK_LOST_TYPES, stockLostTypeLabels, type StockMoveRequest } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorIdOf, FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { choicesOf, Options } from '@/shared/ui/Options';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { LedgerDialog } from './LedgerDialog';
import { wonOf } from './product-form-values';
import { moveStock, productQuery, productsKey, updateCombination } from './products-api';
import own from './products.module.css';
import { StockDialog } from './StockDialog';

type Combination = AdminProductView['options']['combinations'][number];
type LostType = Combination['stockLostType'];

const failure = (error: unknown) => (error instanceof ConsoleApiError ? error.message : '저장하지 못했습니다. 다시 시도해 주세요.');

/**
 * An existing product's combinations: each row's 추가금액 and 품절 시 saved on its own, its
 * stock moved only through 재고 변경 (so the ledger says why) and read back in 이력.
 */
export function CombinationsTable({ product }: { product: AdminProductView }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [stockOf, setStockOf] = useState<Combination>();
  const [ledgerOf, setLedgerOf] = useState<Combination>();
  const nameOf = (row: Combination) => row.values.join(' / ');

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
      showToast(`${nameOf(saved)}: 저장했습니다.`, 'success');
    },
    // A refusal is the row's own: it is shown under its 추가금액 (CombinationRow), not in a toast.
    onError: (error) => {
      if (!(error instanceof ConsoleApiError)) showToast(failure(error), 'error');
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

  return (
    <>
      <div className={own.dense}>
        <DataTable columns={['조합', '추가금액 (원)', '품절 시', '', '재고', '']} caption="옵션 조합" stickyHeader>
          {product.options.combinations.map((row) => (
            <CombinationRow
              key={row.itemGroupSeq}
              row={row}
              name={nameOf(row)}
              sellingPrice={product.sellingPrice}
              refusal={save.error instanceof ConsoleApiError && save.variables?.row.itemGroupSeq === row.itemGroupSeq ? { message: save.error.message, extraPrice: save.variables.extraPrice } : undefined}
              saving={save.isPending && save.variables?.row.itemGroupSeq === row.itemGroupSeq}
              onSave={(extraPrice, stockLostType) => save.mutate({ row, extraPrice, stockLostType })}
              onStock={() => {
                move.reset();
                setStockOf(row);
              }}
              onLedger={() => setLedgerOf(row)}
            />
          ))}
        </DataTable>
      </div>
      {stockOf ? (
        <StockDialog
          name={nameOf(stockOf)}
          stockCnt={stockOf.stockCnt}
          pending={move.isPending}
          problem={move.error ? failure(move.error) : undefined}
          onCancel={() => setStockOf(undefined)}
          onMove={(request) => move.mutate({ row: stockOf, request })}
        />
      ) : null}
      {ledgerOf ? <LedgerDialog itemGroupSeq={ledgerOf.itemGroupSeq} name={nameOf(ledgerOf)} onClose={() => setLedgerOf(undefined)} /> : null}
    </>
  );
}

interface CombinationRowProps {
  row: Combination;
  name: string;
  /** The product's 판매가 as saved: an extra price may not take the option below 0원 (value-rules/prices.ts). */
  sellingPrice: number;
  /** The server's refusal of this row's last save (in Korean) and the extra price it refused. */
  refusal: { message: string; extraPrice: number } | undefined;
  saving: boolean;
  onSave: (extraPrice: number, stockLostType: LostType) => void;
  onStock: () => void;
  onLedger: () => void;
}

function CombinationRow({ row, name, sellingPrice, refusal, saving, onSave, onStock, onLedger }: CombinationRowProps) {
  const [extraPrice, setExtraPrice] = useState(String(row.extraPrice));
  const [lostType, setLostType] = useState<LostType>(row.stockLostType);
  const price = wonOf(extraPrice);
  // The shared rule as the server checks it; the server's own refusal shows until the value is edited.
  const typed = extraPriceProblem(sellingPrice, price, name)?.message;
  const problem = typed ?? (refusal && refusal.extraPrice === price ? refusal.message : undefined);
  const valid = typed === undefined;
  const changed = price !== row.extraPrice || lostType !== row.stockLostType;
  const inputId = `extra-price-${row.itemGroupSeq}`;
  return (
    <tr>
      <td>{name}</td>
      <td>
        <input
          id={inputId}
          className={own.cellInput}
          aria-label={`${name} 추가금액`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={errorIdOf(inputId, problem)}
          inputMode="numeric"
          value={extraPrice}
          onChange={(event) => setExtraPrice(event.target.value)}
        />
        <FieldError id={`${inputId}-error`} message={problem} />
      </td>
      <td>
        <select className={own.cellSelect} aria-label={`${name} 품절 시`} value={lostType} onChange={(event) => setLostType(event.target.value as LostType)}>
          <Options choices={choicesOf(STOCK_LOST_TYPES, (type) => stockLostTypeLabels[type])} />
        </select>
      </td>
      <td>
        <Button variant="secondary" className={styles.small} disabled={!changed || !valid || saving} onClick={() => onSave(price, lostType)} aria-label={`${name} 저장`}>
          저장
        </Button>
      </td>
      <td className={own.number}>
        {row.stockCnt === 0 ? (
          <span className={styles.badge} data-tone="bad">
            품절
          </span>
        ) : (
          formatNumber(row.stockCnt)
        )}
      </td>
      <td>
        <span className={styles.rowActions}>
          <Button variant="secondary" className={styles.small} onClick={onStock} aria-label={`${name} 재고 변경`}>
            재고 변경
          </Button>
          <Button variant="ghost" className={styles.small} onClick={onLedger} aria-label={`${name} 재고 이력`}>
            이력
          </Button>
        </span>
      </td>
    </tr>
  );
}
