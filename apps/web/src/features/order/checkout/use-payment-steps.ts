import { ApiCode, type PlaceOrderRequest } from '@maru/domain';
import { benefitKeys } from '@/features/benefit';
import { paths } from '@/shared/routing';
import { orderQueryKey, sheetQueryKey } from '../api/order-api';
import type { PaymentMode } from '../payment/request-payment';
import { settleWindow } from '../payment/settle-window';
import { codeOf, messageOf, PRICE_CHANGED } from './payment-messages';
import { restartPathFor } from './renew-sheet';
import { useOrderPlacement, type PlacementOptions } from './use-order-placement';

export interface PaymentStepsOptions extends PlacementOptions {
  /** The shopper must tick the purchase consent again (the amounts changed). */
  onConfirmAgain: () => void;
  /** The server refused the chosen coupon or points when placing (used meanwhile): the sheet is priced again. */
  onBenefitRefused?: (message: string) => void;
}

interface PaymentWindow {
  mode: PaymentMode;
  /** A window the click opened before its first await, or null. */
  popup: Window | null;
}

interface SettleEvents {
  /** The window approved the payment of this order (a lost answer from now on is "uncertain"). */
  approved: (orderNo: string) => void;
  /** The tab is leaving (for the payment window or the complete page): the button stays busy. */
  leaving: () => void;
}

/** The steps of one pay click: place, show the payment window, settle; and what a refusal shows. */
export function usePaymentSteps(options: PaymentStepsOptions) {
  const { sheet, zonecode, choice, pathname, queryClient, navigate, setExpired, setNotice, onConfirmAgain, onBenefitRefused } = options;
  const placement = useOrderPlacement(options);

  const placeAndSettle = async (request: PlaceOrderRequest, { mode, popup }: PaymentWindow, events: SettleEvents): Promise<void> => {
    const placing = await placement.placeOrTakeUp(request);
    if (placing === 'changed') {
      popup?.close();
      onConfirmAgain();
      setNotice({ message: PRICE_CHANGED });
      return;
    }
    const { placed } = placing;
    const result = await settleWindow(placed, { mode, popup, returnPath: restartPathFor(pathname, sheet), onApproved: () => events.approved(placed.orderNo) });
    if (result.kind === 'redirecting') {
      events.leaving();
      return;
    }
    if (result.kind === 'unpaid') {
      // The order let go of its coupon and points: the box shows them usable again.
      void queryClient.invalidateQueries({ queryKey: benefitKeys.all });
      setNotice({ message: result.message });
      return;
    }
    const { order } = result;
    queryClient.setQueryData(orderQueryKey(order.orderNo), order);
    // The coupons used and points spent show on my page at once.
    void queryClient.invalidateQueries({ queryKey: benefitKeys.all });
    events.leaving();
    await navigate(`${paths.orderComplete()}?orderNo=${encodeURIComponent(order.orderNo)}`, { replace: true });
  };

  const refusal = async (error: unknown, orderNo: string | undefined) => {
    const code = codeOf(error);
    if (code === ApiCode.ORDER_SHEET_EXPIRED) {
      setExpired(true);
      return;
    }
    if (code === ApiCode.COUPON_NOT_USABLE || code === ApiCode.POINTS_NOT_USABLE) {
      onBenefitRefused?.(messageOf(error));
      await queryClient.refetchQueries({ queryKey: sheetQueryKey(placement.placingSheetNo(), zonecode, choice), exact: true });
      return;
    }
    if (code === ApiCode.ORDER_PRICE_CHANGED) {
      await queryClient.refetchQueries({ queryKey: sheetQueryKey(placement.placingSheetNo(), zonecode, choice), exact: true });
      onConfirmAgain();
      setNotice({ message: PRICE_CHANGED });
      return;
    }
    if (code === ApiCode.PAYMENT_FAILED || code === ApiCode.PAYMENT_MISMATCH || code === ApiCode.SOLD_OUT_AT_PAYMENT) {
      // The server failed or cancelled that order: the next try places a new one.
      placement.forgetPlaced();
      setNotice({ message: messageOf(error), orderNo });
      return;
    }
    setNotice({ message: messageOf(error) });
  };

  return { placeAndSettle, refusal, renewSheet: placement.renewSheet, replaceUsedSheet: placement.replaceUsedSheet };
}
