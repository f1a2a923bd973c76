import { useId, useState } from 'react';
import { ApiCode, type ProductOptionRow } from '@maru/domain';
import { addToCart } from '@/features/cart';
import { isApiError } from '@/shared/api';

export type SampleOutcome = { kind: 'added' } | { kind: 'duplicate' } | { kind: 'refused'; message: string };

interface SampleRequestOptions {
  productNo: number;
  optionGroupSeq: number;
  rows: readonly ProductOptionRow[];
}

/** The sample dialog's state: open or not, the option picked (the only one, if one), the request's outcome. */
export function useSampleRequest({ productNo, optionGroupSeq, rows }: SampleRequestOptions) {
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SampleOutcome | undefined>(undefined);

  const available = rows.filter((row) => row.stockCnt > 0 && row.soldOutYn !== 'Y');
  const only = available.length === 1 ? available[0]?.itemGroupSeq : undefined;
  const choice = picked ?? only;

  const openDialog = () => {
    setPicked(undefined);
    setOutcome(undefined);
    setOpen(true);
  };
  const closeDialog = () => setOpen(false);

  const pick = (itemGroupSeq: number) => {
    setPicked(itemGroupSeq);
    setOutcome(undefined);
  };

  const request = async () => {
    if (choice === undefined) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      await addToCart([{ productNo, optionGroupSeq, itemGroupSeq: choice, qty: 1 }], 'SAMPLE');
      setOutcome({ kind: 'added' });
    } catch (error) {
      if (isApiError(error) && Number(error.code) === ApiCode.CART_ITEM_EXISTS) setOutcome({ kind: 'duplicate' });
      else setOutcome({ kind: 'refused', message: error instanceof Error && error.message ? error.message : '샘플을 신청하지 못했어요. 잠시 후 다시 시도해 주세요.' });
    } finally {
      setBusy(false);
    }
  };

  return { selectId, open, openDialog, closeDialog, busy, outcome, available, choice, pick, request };
}
