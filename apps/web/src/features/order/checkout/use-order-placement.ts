import { ApiCode, type PlaceOrderRequest, type PlacedOrderView } from '@maru/domain';
import { useRef } from 'react';
import { isApiError } from '@/shared/api';
import { payOrderAgain } from '../api/aftersale-api';
import { placeOrder } from '../api/order-api';
import { orderFingerprint } from './checkout-form';
import { codeOf } from './payment-messages';
import { useSheetRenewal, type SheetRenewalOptions } from './use-sheet-renewal';

export interface PlacementOptions extends SheetRenewalOptions {
  /** Members: the new address goes to the book once the order is placed; never blocks paying. */
  afterPlaced?: () => Promise<void>;
}

export interface Placed {
  placed: PlacedOrderView;
  /** The sheet the order was placed from (a renewed one, maybe). */
  sheetNo: string;
}

interface LastPlaced extends Placed {
  fingerprint: string;
}

/**
 * Placing the order: a new one from the sheet (a fresh sheet when this one is used up), or the
 * one placed a moment ago taken up again when nothing in the form changed.
 */
export function useOrderPlacement(options: PlacementOptions) {
  const { sheet, afterPlaced } = options;
  const last = useRef<LastPlaced | undefined>(undefined);
  const usedSheets = useRef(new Set<string>());
  /** The sheet the last placement went to (a renewed one, maybe), for re-pricing after a refusal. */
  const placingSheet = useRef(sheet.sheetNo);
  const afterPlacedDone = useRef(false);
  const { renewSheet, replaceUsedSheet } = useSheetRenewal(options);

  const place = async (request: PlaceOrderRequest): Promise<Placed | 'changed'> => {
    let body = request;
    if (usedSheets.current.has(body.sheetNo)) {
      const renewed = await renewSheet();
      if (renewed.changed) return 'changed';
      body = { ...body, sheetNo: renewed.sheetNo };
    }
    let placed: PlacedOrderView;
    placingSheet.current = body.sheetNo;
    try {
      placed = await placeOrder(body);
    } catch (error) {
      // Used up by an order this page no longer remembers (a reload, the way back from a phone's payment).
      if (codeOf(error) !== ApiCode.ORDER_ALREADY_PLACED) throw error;
      usedSheets.current.add(body.sheetNo);
      return place(body);
    }
    usedSheets.current.add(body.sheetNo);
    last.current = { placed, sheetNo: body.sheetNo, fingerprint: orderFingerprint(request) };
    // Once per page: a second order after a cancelled window must not save the address twice.
    if (afterPlaced && !afterPlacedDone.current) {
      afterPlacedDone.current = true;
      await afterPlaced().catch(() => undefined);
    }
    return { placed, sheetNo: body.sheetNo };
  };

  /**
   * The order this page placed a moment ago, paid again (the server takes its stock, coupon
   * and points again); a new one when it can no longer be (a coupon or points used
   * meanwhile, stock gone, a price moved).
   */
  const takeUp = async (previous: LastPlaced, request: PlaceOrderRequest): Promise<Placed | 'changed'> => {
    try {
      return { placed: await payOrderAgain(previous.placed.orderNo), sheetNo: previous.sheetNo };
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) throw error;
      last.current = undefined;
      return place(request);
    }
  };

  const placeOrTakeUp = async (request: PlaceOrderRequest): Promise<Placed | 'changed'> => {
    // The same order again only for the same form and the amount on the button.
    const previous = last.current;
    const reusable = previous && previous.fingerprint === orderFingerprint(request) && previous.placed.amount === sheet.amounts.payAmount ? previous : undefined;
    return reusable ? await takeUp(reusable, request) : await place(request);
  };

  /** Forgets the order placed last, so the next try places a new one. */
  const forgetPlaced = () => {
    last.current = undefined;
  };
  const placingSheetNo = () => placingSheet.current;

  return { placeOrTakeUp, forgetPlaced, placingSheetNo, renewSheet, replaceUsedSheet };
}
