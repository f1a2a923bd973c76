import { type AdminProductView, extraPriceProblem, formatNumber, STOCK_LOST_TYPES, stockLostTypeLabels } from '@maru/domain';
import { useState } from 'react';
import { errorIdOf, FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { choicesOf, Options } from '@/shared/ui/Options';
import { ConsoleApiError } from '../../api/console-api';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { LedgerDialog } from './LedgerDialog';
import { wonOf } from './product-form-values';
import own from './products.module.css';
import { StockDialog } from './StockDialog';
import { type Combination, combinationFailure, combinationName, type LostType, useCombinations } from './use-combinations';

/**
 * An existing product's combinations: each row's 추가금액 and 품절 시 saved on its own, its
 * stock moved only through 재고 변경 (so the ledger says why) and read back in 이력.
 */
export function CombinationsTable({ product }: { product: AdminProductView }) {
  const { save, move, stockOf, setStockOf, ledgerOf, setLedgerOf } = useCombinations(product);

  return (
    <>
      <div className={own.dense}>
        <DataTable columns={['조합', '추가금액 (원)', '품절 시', '', '재고', '']} caption="옵션 조합" stickyHeader>
          {product.options.combinations.map((row) => (
            <CombinationRow
              key={row.itemGroupSeq}
              row={row}
              name={combinationName(row)}
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
          name={combinationName(stockOf)}
          stockCnt={stockOf.stockCnt}
          pending={move.isPending}
          problem={move.error ? combinationFailure(move.error) : undefined}
          onCancel={() => setStockOf(undefined)}
          onMove={(request) => move.mutate({ row: stockOf, request })}
        />
      ) : null}
      {ledgerOf ? <LedgerDialog itemGroupSeq={ledgerOf.itemGroupSeq} name={combinationName(ledgerOf)} onClose={() => setLedgerOf(undefined)} /> : null}
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
