import type { QueryClient } from '@tanstack/react-query';
import type { BenefitChoiceInput, SheetView } from '@maru/domain';
import { useRef } from 'react';
import type { NavigateFunction } from 'react-router';
import { createSheet, fetchSheet, sheetQueryKey } from '../api/order-api';
import { messageOf, type PaymentNotice } from './payment-messages';
import { sheetRequestFromLines } from './renew-sheet';

export interface SheetRenewalOptions {
  sheet: SheetView;
  zonecode: string | null;
  /** Members: the coupons and points the shown sheet is priced with; a renewed sheet is priced with them too. */
  choice?: BenefitChoiceInput;
  /** The checkout page's path without its query (/order/checkout, /order/private/checkout …). */
  pathname: string;
  queryClient: QueryClient;
  navigate: NavigateFunction;
  setExpired: (expired: boolean) => void;
  setNotice: (notice: PaymentNotice) => void;
}

/** Fresh sheets for the same lines, shown in place of one that expired or was used up. */
export function useSheetRenewal({ sheet, zonecode, choice, pathname, queryClient, navigate, setExpired, setNotice }: SheetRenewalOptions) {
  const showSheet = (next: SheetView) => {
    queryClient.setQueryData(sheetQueryKey(next.sheetNo, zonecode, choice), next);
    void navigate(`${pathname}?sheetNo=${encodeURIComponent(next.sheetNo)}`, { replace: true });
  };

  /** A made sheet priced for the address and the chosen coupons and points (a fresh one has neither). */
  const priceFor = (made: SheetView) => (zonecode || (choice && Object.keys(choice).length > 0) ? fetchSheet(made.sheetNo, zonecode, undefined, choice) : Promise.resolve(made));

  /** A fresh sheet for the same lines; 'changed' when the amount to pay is not what the shopper agreed to. */
  const renewSheet = async (): Promise<{ sheetNo: string; changed: boolean }> => {
    const made = await createSheet(sheetRequestFromLines(sheet));
    const priced = await priceFor(made);
    showSheet(priced);
    setExpired(false);
    return { sheetNo: priced.sheetNo, changed: priced.amounts.payAmount !== sheet.amounts.payAmount };
  };

  const replacing = useRef<string | undefined>(undefined);
  /**
   * The shown sheet turned out used up (an order was placed from it, then the address
   * changed and it had to be priced again): a fresh sheet for the same lines takes its place.
   */
  const replaceUsedSheet = async (used: SheetView): Promise<void> => {
    if (replacing.current === used.sheetNo) return;
    replacing.current = used.sheetNo;
    try {
      const made = await createSheet(sheetRequestFromLines(used));
      showSheet(await priceFor(made));
    } catch (error) {
      setNotice({ message: messageOf(error) });
    }
  };

  return { renewSheet, replaceUsedSheet };
}
