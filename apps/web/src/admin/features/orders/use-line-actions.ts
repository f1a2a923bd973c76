import type { AdminOrderView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import type { LineAction } from './LineActionDialog';
import { ordersKey } from './orders-api';

/** The order's chosen lines, the action being confirmed on them, and the one call every decision on the page runs through. */
export function useLineActions(order: AdminOrderView) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [chosen, setChosen] = useState<number[]>([]);
  const [acting, setActing] = useState<LineAction>();
  const eventsOf = (lineNo: number) => order.lineEvents.find((entry) => entry.lineNo === lineNo)?.events ?? [];
  const allows = (event: string) => chosen.length > 0 && chosen.every((lineNo) => eventsOf(lineNo).includes(event));
  const toggle = (lineNo: number) => setChosen((current) => (current.includes(lineNo) ? current.filter((no) => no !== lineNo) : [...current, lineNo]));

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ordersKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
  const done = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onSuccess: () => {
      showToast('처리했습니다.', 'success');
      setActing(undefined);
      setChosen([]);
    },
    onError: (error) => showToast(error instanceof ConsoleApiError ? error.message : '처리하지 못했습니다. 다시 시도해 주세요.', 'error'),
    onSettled: refresh,
  });

  return { chosen, acting, setActing, eventsOf, allows, toggle, done };
}
