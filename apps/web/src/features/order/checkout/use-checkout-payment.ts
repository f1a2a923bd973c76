import { useQueryClient } from '@tanstack/react-query';
import type { BenefitChoiceInput, PlaceOrderRequest, SheetView } from '@maru/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api';
import { openPaymentWindow, paymentMode } from '../payment/request-payment';
import { COMPLETE_UNCERTAIN, messageOf, PRICE_CHANGED, type PaymentNotice } from './payment-messages';
import { usePaymentSteps } from './use-payment-steps';

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

export type { PaymentNotice } from './payment-messages';

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

export function useCheckoutPayment({ sheet, zonecode, choice, pathname, sandbox, afterPlaced, onConfirmAgain, onBenefitRefused }: Options) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice>();
  const [expired, setExpired] = useState(false);
  const busy = useRef(false);
  const steps = usePaymentSteps({ sheet, zonecode, choice, pathname, queryClient, navigate, setExpired, setNotice, afterPlaced, onConfirmAgain, onBenefitRefused });

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
        await steps.placeAndSettle(request, { mode, popup }, { approved: (orderNo) => (approvedOrderNo = orderNo), leaving: () => (leaving = true) });
      } catch (error) {
        popup?.close();
        const uncertain = approvedOrderNo !== undefined && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
        if (uncertain) setNotice({ message: COMPLETE_UNCERTAIN, orderNo: approvedOrderNo });
        else await steps.refusal(error, approvedOrderNo);
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
      const renewed = await steps.renewSheet();
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

  return { pay, working, notice, expired, renewExpired, replaceUsedSheet: steps.replaceUsedSheet };
}
