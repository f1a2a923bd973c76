import { useCallback, useState } from 'react';
import { addSelection, removeSelection, setQuantity, type ProductOptionRow, type SelectionLine } from '@maru/domain';

// Lines are keyed by the row's optionGroupSeq: the server gives each sellable combination its
// own, the id the cart takes.
export function useSelection(initial: readonly SelectionLine[] = []) {
  const [lines, setLines] = useState<SelectionLine[]>([...initial]);
  return {
    lines,
    add: useCallback((row: ProductOptionRow, qty?: number) => setLines((current) => addSelection(current, row, qty)), []),
    setQty: useCallback((itemGroupSeq: number, qty: number) => setLines((current) => setQuantity(current, itemGroupSeq, qty)), []),
    remove: useCallback((itemGroupSeq: number) => setLines((current) => removeSelection(current, itemGroupSeq)), []),
  };
}
