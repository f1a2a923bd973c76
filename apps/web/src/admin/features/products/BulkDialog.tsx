import { type AdminProductRow, type BulkProductAction, changedSellingPrice, formatKrw, formatNumber, particleAfter, PRODUCT_STATUSES, type ProductStatus, productStatusLabels } from '@maru/domain';
import { useId, useState } from 'react';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import { SelectField } from '../../ui/pieces/fields';
import own from './products.module.css';
import type { ProductChoices } from './products-api';

export type BulkKind = BulkProductAction['kind'];

export const bulkKindLabels: Readonly<Record<BulkKind, string>> = { status: '판매 상태 변경', price: '판매가 변경', category: '카테고리 이동' };

interface BulkDialogProps {
  kind: BulkKind;
  rows: readonly AdminProductRow[];
  categories: ProductChoices['categories'];
  pending: boolean;
  onCancel: () => void;
  onConfirm: (action: BulkProductAction) => void;
}

/** How many preview rows the price dialog lists; the rest are counted. */
const PREVIEW_ROWS = 10;

/** One bulk action on the selection: its choice, what will happen to how many products, then go ahead. */
export function BulkDialog({ kind, rows, categories, pending, onCancel, onConfirm }: BulkDialogProps) {
  const [status, setStatus] = useState<ProductStatus>('ON_SALE');
  const [mode, setMode] = useState<PriceMode>('PERCENT');
  const [signedValue, setSignedValue] = useState('');
  const [categoryNo, setCategoryNo] = useState('');
  const count = `상품 ${formatNumber(rows.length)}개`;
  const value = Number(signedValue.replace(/,/g, ''));
  const priceReady = signedValue.trim() !== '' && Number.isInteger(value) && value !== 0 && (mode === 'AMOUNT' || value > -100);
  const category = categories.find((candidate) => String(candidate.categoryNo) === categoryNo);

  const action = (): BulkProductAction | undefined => {
    if (kind === 'status') return { kind, status };
    if (kind === 'price') return priceReady ? { kind, mode, value } : undefined;
    return category ? { kind, categoryNo: category.categoryNo } : undefined;
  };
  const chosen = action();

  return (
    <ConfirmDialog title={`${count} ${bulkKindLabels[kind]}`} onCancel={onCancel} confirmLabel={`${count} 변경하기`} onConfirm={() => chosen && onConfirm(chosen)} ready={Boolean(chosen)} pending={pending}>
      <div className={styles.form}>
        {kind === 'status' ? <StatusChoice count={count} status={status} onStatus={setStatus} /> : null}

        {kind === 'price' ? (
          <PriceChoice
            count={count}
            rows={rows}
            mode={mode}
            onMode={setMode}
            signedValue={signedValue}
            onSignedValue={setSignedValue}
            change={priceReady ? { mode, value } : undefined}
          />
        ) : null}

        {kind === 'category' ? <CategoryChoice count={count} categories={categories} categoryNo={categoryNo} onCategoryNo={setCategoryNo} category={category} /> : null}
      </div>
    </ConfirmDialog>
  );
}

/** 판매 상태 변경: the status to set, and that products whose 고시 is incomplete are skipped when it is 판매중. */
function StatusChoice({ count, status, onStatus }: { count: string; status: ProductStatus; onStatus: (status: ProductStatus) => void }) {
  return (
    <>
      <SelectField label="바꿀 판매 상태" value={status} onChange={(event) => onStatus(event.target.value as ProductStatus)} choices={choicesOf(PRODUCT_STATUSES, (code) => productStatusLabels[code])} />
      <p>
        선택한 <strong>{count}</strong>의 판매 상태를 <strong>{productStatusLabels[status]}</strong>
        {particleAfter(productStatusLabels[status], '으로/로')} 바꿉니다.
        {status === 'ON_SALE' ? ' 상품정보제공고시를 모두 채우지 않은 상품은 건너뜁니다.' : ''}
      </p>
    </>
  );
}

type PriceMode = 'AMOUNT' | 'PERCENT';

interface PriceChoiceProps {
  /** '상품 3개', as the dialog says the selection. */
  count: string;
  rows: readonly AdminProductRow[];
  mode: PriceMode;
  onMode: (mode: PriceMode) => void;
  /** The change as typed, signed (− lowers the price). */
  signedValue: string;
  onSignedValue: (typed: string) => void;
  /** The change once what is typed is one (a whole number other than 0, above −100%). */
  change: { mode: PriceMode; value: number } | undefined;
}

/** 판매가 변경: by a rate or an amount, up or down, with the first rows' new prices shown before going ahead. */
function PriceChoice({ count, rows, mode, onMode, signedValue, onSignedValue, change }: PriceChoiceProps) {
  const id = useId();
  return (
    <>
      <fieldset className={`${own.inline} ${own.plain}`}>
        <legend className={styles.hint}>바꾸는 방법</legend>
        <label className={own.check}>
          <input type="radio" name={`${id}-mode`} checked={mode === 'PERCENT'} onChange={() => onMode('PERCENT')} /> 비율 (%)
        </label>
        <label className={own.check}>
          <input type="radio" name={`${id}-mode`} checked={mode === 'AMOUNT'} onChange={() => onMode('AMOUNT')} /> 금액 (원)
        </label>
      </fieldset>
      <label className={styles.field}>
        {mode === 'PERCENT' ? '변경 비율 (%, 내리려면 −)' : '변경 금액 (원, 내리려면 −)'}
        <input value={signedValue} inputMode="numeric" onChange={(event) => onSignedValue(event.target.value)} placeholder={mode === 'PERCENT' ? '-10' : '-5000'} />
        <span className={styles.hint}>바뀐 판매가는 100원 단위로 반올림되고, 각 상품의 정가를 넘지 않으며 0원 아래로 내려가지 않습니다.</span>
      </label>
      <p>
        선택한 <strong>{count}</strong>의 판매가를{' '}
        {change ? <strong>{change.mode === 'PERCENT' ? `${Math.abs(change.value)}%` : formatKrw(Math.abs(change.value))} {change.value > 0 ? '올립니다' : '내립니다'}</strong> : '바꿉니다'}.
      </p>
      {change ? <PricePreview rows={rows} change={change} /> : null}
    </>
  );
}

/** The first rows' prices before and after the change; the rest are counted. */
function PricePreview({ rows, change }: { rows: readonly AdminProductRow[]; change: { mode: PriceMode; value: number } }) {
  return (
    <>
      <DataTable columns={['상품명', '정가', '현재 판매가', '바뀐 판매가']} caption="바뀔 판매가 미리 보기">
        {rows.slice(0, PREVIEW_ROWS).map((row) => (
          <tr key={row.productNo}>
            <td>{row.productName}</td>
            <td className={own.number}>{formatKrw(row.price)}</td>
            <td className={own.number}>{formatKrw(row.sellingPrice)}</td>
            <td className={own.number}>
              <strong>{formatKrw(changedSellingPrice(row, change))}</strong>
            </td>
          </tr>
        ))}
      </DataTable>
      {rows.length > PREVIEW_ROWS ? <p className={styles.hint}>외 {formatNumber(rows.length - PREVIEW_ROWS)}개 상품도 같은 규칙으로 바뀝니다.</p> : null}
    </>
  );
}

interface CategoryChoiceProps {
  count: string;
  categories: ProductChoices['categories'];
  categoryNo: string;
  onCategoryNo: (categoryNo: string) => void;
  /** The category chosen, once one is. */
  category: ProductChoices['categories'][number] | undefined;
}

/** 카테고리 이동: a leaf category to move the selection to. */
function CategoryChoice({ count, categories, categoryNo, onCategoryNo, category }: CategoryChoiceProps) {
  return (
    <>
      <SelectField
        label="옮길 카테고리 (최하위만)"
        value={categoryNo}
        onChange={(event) => onCategoryNo(event.target.value)}
        blank="선택해 주세요"
        choices={categories.filter((candidate) => candidate.leaf).map((candidate) => ({ value: candidate.categoryNo, label: candidate.path }))}
      />
      <p>
        선택한 <strong>{count}</strong>를 {category ? <strong>{category.path}</strong> : '고른'} 카테고리로 옮깁니다.
      </p>
    </>
  );
}
