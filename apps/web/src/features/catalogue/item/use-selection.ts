import { useCallback, useState } from 'react';
import { addSelection, removeSelection, setQuantity, type ProductOptionRow, type SelectionLine } from '@maru/domain';

/**
 * The domain's selection rules key lines by optionGroupSeq, while this shop's server gives a
 * product one optionGroupSeq and names each combination by itemGroupSeq. Lines therefore hold
 * a copy of the row keyed by its itemGroupSeq, so two combinations stay two lines.
 */
export function asSelectionRow(row: ProductOptionRow): ProductOptionRow {
  return { ...row, optionGroupSeq: row.itemGroupSeq };
}

export function useSelection(initial: readonly SelectionLine[] = []) {
  const [lines, setLines] = useState<SelectionLine[]>([...initial]);
  return {
    lines,
    add: useCallback((row: ProductOptionRow, qty?: number) => setLines((current) => addSelection(current, asSelectionRow(row), qty)), []),
    setQty: useCallback((itemGroupSeq: number, qty: number) => setLines((current) => setQuantity(current, itemGroupSeq, qty)), []),
    remove: useCallback((itemGroupSeq: number) => setLines((current) => removeSelection(current, itemGroupSeq)), []),
  };
}
