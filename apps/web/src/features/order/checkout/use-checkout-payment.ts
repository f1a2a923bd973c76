import { useQueryClient } from '@tanstack/react-query';
import { ApiCode, type BenefitChoiceInput, type PlaceOrderRequest, type PlacedOrderView, type SheetView } from '@maru/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { benefitKeys } from '@/features/benefit';
import { isApiError } from '@/shared/api';
import { paths } from '@/shared/routing';
import { payOrderAgain } from '../api/aftersale-api';
import { createSheet, fetchSheet, orderQueryKey, placeOrder, sheetQueryKey } from '../api/order-api';
import { openPaymentWindow, paymentMode } from '../payment/request-payment';
import { settleWindow } from '../payment/settle-window';
import { orderFingerprint } from './checkout-form';
import { restartPathFor, sheetRequestFromLines } from './renew-sheet';

// One pay click: place the order (or take up the one placed a moment ago), open the payment
// window, confirm the payment with the server, go to the complete page.
//
// A window closed or a payment declined lets the order go at once (settle-window.ts): its
// stock, coupons and points are back while the shopper decides. Trying again with nothing
// changed in the form pays that same order again (다시 결제: the server takes its stock,
// coupon and points again, exactly as priced), so one checkout leaves one order behind. When
// something changed (another payment method, another address), or the order cannot be taken
// up again (a coupon used meanwhile, a price moved), a new order is placed; its sheet is used
// up by the first order, so a fresh sheet is made from the same lines first, and if its
// amounts differ the shopper is shown them and asked to confirm again.

export type PaymentNotice = { message: string; orderNo?: string };

interface Options {
  sheet: SheetView;
  zonecode: string | null;
  /** Members: the coupons and points the shown sheet is priced with; a renewed sheet is priced with them too. */
  choice?: BenefitChoiceInput;
  /** The checkout page's path without its query (/order/checkout, /order/private/checkout …). */
  pathname: string;
  /** Whether payments go to the sandbox, if known yet (decides whether the click opens a popup). */
  sandbox: boolean | undefined;
  /** Members: the new address goes to the book once the order is placed; never blocks paying. */
  afterPlaced?: () => Promise<void>;
  /** The shopper must tick the purchase consent again (the amounts changed). */
  onConfirmAgain: () => void;
  /** The server refused the chosen coupon or points when placing (used meanwhile): the sheet is priced again. */
  onBenefitRefused?: (message: string) => void;
}

interface Placed {
  placed: PlacedOrderView;
  /** The sheet the order was placed from (a renewed one, maybe). */
  sheetNo: string;
}

interface LastPlaced extends Placed {
  fingerprint: string;
}

const PRICE_CHANGED = '상품 가격이나 배송비가 바뀌었습니다. 바뀐 결제 금액을 확인하고 결제 동의에 다시 체크해 주세요.';
const COMPLETE_UNCERTAIN = '결제 결과를 확인하지 못했습니다. 결제가 되었다면 주문 상세에서 확인할 수 있습니다.';

const codeOf = (error: unknown) => (isApiError(error) ? Number(error.code) : undefined);
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '결제를 진행하지 못했습니다. 잠시 후 다시 시도해 주세요.');

export function useCheckoutPayment({ sheet, zonecode, choice, pathname, sandbox, afterPlaced, onConfirmAgain, onBenefitRefused }: Options) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice>();
  const [expired, setExpired] = useState(false);
  const busy = useRef(false);
  const last = useRef<LastPlaced | undefined>(undefined);
  const usedSheets = useRef(new Set<string>());
  /** The sheet the last placement went to (a renewed one, maybe), for re-pricing after a refusal. */
  const placingSheet = useRef(sheet.sheetNo);
  const afterPlacedDone = useRef(false);

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

  const refusal = async (error: unknown, orderNo: string | undefined) => {
    const code = codeOf(error);
    if (code === ApiCode.ORDER_SHEET_EXPIRED) {
      setExpired(true);
      return;
    }
    if (code === ApiCode.COUPON_NOT_USABLE || code === ApiCode.POINTS_NOT_USABLE) {
      onBenefitRefused?.(messageOf(error));
      await queryClient.refetchQueries({ queryKey: sheetQueryKey(placingSheet.current, zonecode, choice), exact: true });
      return;
    }
    if (code === ApiCode.ORDER_PRICE_CHANGED) {
      await queryClient.refetchQueries({ queryKey: sheetQueryKey(placingSheet.current, zonecode, choice), exact: true });
      onConfirmAgain();
      setNotice({ message: PRICE_CHANGED });
      return;
    }
    if (code === ApiCode.PAYMENT_FAILED || code === ApiCode.PAYMENT_MISMATCH || code === ApiCode.SOLD_OUT_AT_PAYMENT) {
      // The server failed or cancelled that order: the next try places a new one.
      last.current = undefined;
      setNotice({ message: messageOf(error), orderNo });
      return;
    }
    setNotice({ message: messageOf(error) });
  };

  /** Call straight from the submit event: the sandbox popup must open before the first await. */
  const pay = (request: PlaceOrderRequest): void => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    setNotice(undefined);
    const mode = paymentMode();
    const popup = mode === 'popup' && sandbox !== false ? openPaymentWindow() : null;
    let leaving = false;
    let approvedOrderNo: string | undefined;
    void (async () => {
      try {
        // The same order again only for the same form and the amount on the button.
        const previous = last.current;
        const reusable = previous && previous.fingerprint === orderFingerprint(request) && previous.placed.amount === sheet.amounts.payAmount ? previous : undefined;
        const placing = reusable ? await takeUp(reusable, request) : await place(request);
        if (placing === 'changed') {
          popup?.close();
          onConfirmAgain();
          setNotice({ message: PRICE_CHANGED });
          return;
        }
        const { placed } = placing;
        const result = await settleWindow(placed, { mode, popup, returnPath: restartPathFor(pathname, sheet), onApproved: () => (approvedOrderNo = placed.orderNo) });
        if (result.kind === 'redirecting') {
          leaving = true;
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
        leaving = true;
        await navigate(`${paths.orderComplete()}?orderNo=${encodeURIComponent(order.orderNo)}`, { replace: true });
      } catch (error) {
        popup?.close();
        const uncertain = approvedOrderNo !== undefined && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
        if (uncertain) setNotice({ message: COMPLETE_UNCERTAIN, orderNo: approvedOrderNo });
        else await refusal(error, approvedOrderNo);
      } finally {
        if (!leaving) {
          busy.current = false;
          setWorking(false);
        }
      }
    })();
  };

  const renewExpired = async (): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    try {
      const renewed = await renewSheet();
      if (renewed.changed) {
        onConfirmAgain();
        setNotice({ message: PRICE_CHANGED });
      }
    } catch (error) {
      setNotice({ message: messageOf(error) });
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  return { pay, working, notice, expired, renewExpired, replaceUsedSheet };
}
