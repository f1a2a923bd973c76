import { useQuery } from '@tanstack/react-query';
import { buildOptionTree, findRow, optionItemsAt, splitOptionList, type ProductOptionRow } from '@maru/domain';
import { useMemo, useState } from 'react';
import { Button, Dialog, Spinner } from '@/shared/ui';
import { fetchLineOptions, type CartLineData } from './cart-api';
import styles from './Cart.module.css';

interface ChangeOptionDialogProps {
  line: CartLineData;
  onClose: () => void;
  onChange: (row: ProductOptionRow) => void;
}

/** Linked options as on the product page: each level offers what the earlier choices reach; sold-out items cannot be chosen. */
export function ChangeOptionDialog({ line, onClose, onChange }: ChangeOptionDialogProps) {
  const { data, isPending, isError } = useQuery({ queryKey: ['cart', 'option', line.cartSeq], queryFn: ({ signal }) => fetchLineOptions(line.cartSeq, signal) });
  const tree = useMemo(() => (data ? buildOptionTree(data.optionList) : undefined), [data]);
  const current = data?.optionList.find((row) => row.itemGroupSeq === line.itemGroupSeq);
  const [chosen, setChosen] = useState<number[] | undefined>(undefined);
  const picks = chosen ?? (current ? splitOptionList(current.itemSeqList).map(Number) : []);

  let row: ProductOptionRow | undefined;
  try {
    row = tree && picks.length === tree.levels.length ? findRow(tree, picks) : undefined;
  } catch {
    row = undefined;
  }
  const canChange = row !== undefined && row.stockCnt > 0 && row.itemGroupSeq !== line.itemGroupSeq;

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        취소
      </Button>
      <Button disabled={!canChange} onClick={() => row && onChange(row)}>
        변경하기
      </Button>
    </>
  );

  return (
    <Dialog open onClose={onClose} title="옵션 변경" footer={footer}>
      <p className={styles.dialogProduct}>{line.productName}</p>
      {isPending ? <Spinner /> : null}
      {isError ? <p role="alert">옵션을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p> : null}
      {tree?.levels.map((level, index) => {
        if (index > picks.length) return null;
        const items = optionItemsAt(tree, index, picks).filter((item) => !item.isHide);
        return (
          <label key={level.optionSeq} className={styles.optionLevel}>
            <span>{level.optionName}</span>
            <select
              value={picks[index] ?? ''}
              onChange={(event) => setChosen([...picks.slice(0, index), Number(event.target.value)])}
            >
              <option value="" disabled>
                선택해 주세요
              </option>
              {items.map((item) => (
                <option key={item.itemSeq} value={item.itemSeq} disabled={item.soldOutYn === 'Y'}>
                  {item.itemName}
                  {item.soldOutYn === 'Y' ? ' (품절)' : ''}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </Dialog>
  );
}
