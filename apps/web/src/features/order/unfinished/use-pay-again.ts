import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { benefitKeys } from '@/features/benefit';
import { providersQuery } from '@/shared/api';
import { paths } from '@/shared/routing';
import { afterSaleKeys, abandonPayment, payOrderAgain } from '../api/aftersale-api';
import { orderQueryKey } from '../api/order-api';
import { openPaymentWindow, paymentMode } from '../payment/request-payment';
import { settleWindow } from '../payment/settle-window';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '결제를 진행하지 못했습니다. 잠시 후 다시 시도해 주세요.');

/**
 * 다시 결제 and 결제 그만두기 for an order not paid yet, from the order list or its detail:
 * the server takes the order up again (or refuses, saying why), the payment window opens as
 * at checkout, and a window closed again lets the order go again.
 */
export function usePayAgain(orderNo: string, returnPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string>();
  const busy = useRef(false);
  const { data: sandbox } = useQuery({ ...providersQuery, select: (providers) => providers.portone.sandbox });

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }), queryClient.invalidateQueries({ queryKey: benefitKeys.all })]);

  const run = (task: (popup: Window | null) => Promise<void>, withWindow: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    setMessage(undefined);
    // The sandbox's popup must open straight from the click, before any await.
    const popup = withWindow && paymentMode() === 'popup' && sandbox !== false ? openPaymentWindow() : null;
    void task(popup)
      .catch((error: unknown) => {
        popup?.close();
        setMessage(messageOf(error));
      })
      .finally(() => {
        busy.current = false;
        setWorking(false);
        void refresh();
      });
  };

  const payAgain = () =>
    run(async (popup) => {
      const placed = await payOrderAgain(orderNo);
      const result = await settleWindow(placed, { mode: paymentMode(), popup, returnPath });
      if (result.kind === 'unpaid') setMessage(result.message);
      if (result.kind === 'paid') {
        queryClient.setQueryData(orderQueryKey(result.order.orderNo), result.order);
        await navigate(`${paths.orderComplete()}?orderNo=${encodeURIComponent(result.order.orderNo)}`);
      }
    }, true);

  const abandon = () =>
    run(async () => {
      await abandonPayment(orderNo);
    }, false);

  return { payAgain, abandon, working, message };
}
