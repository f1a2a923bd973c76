import { formatNumber, type HolderStatus } from '@maru/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { couponHoldersQuery, recallCoupon } from './coupons-api';

/** The coupon's holders by state and page, the members chosen among them, and the recall (of those, or of all) after a confirmation. */
export function useHolders(couponId: number, onRecalled: () => void) {
  const { showToast } = useToast();
  const [status, setStatus] = useState<HolderStatus | undefined>();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<'CHOSEN' | 'ALL'>();
  const holders = useQuery(couponHoldersQuery(couponId, { status, page }));
  const recall = useMutation({
    mutationFn: (what: 'CHOSEN' | 'ALL') => recallCoupon(couponId, what === 'ALL' ? { all: true } : { memberIds: chosen }),
    onSuccess: (result) => {
      setConfirming(undefined);
      setChosen([]);
      showToast(`${formatNumber(result.recalled)}장을 회수했습니다.${result.inUse ? ` 주문에 쓰인 ${formatNumber(result.inUse)}장은 그 주문에 남습니다.` : ''}`, 'success');
      void holders.refetch();
      onRecalled();
    },
    onError: (error) => {
      setConfirming(undefined);
      showToast(error instanceof ConsoleApiError ? error.message : '회수하지 못했습니다.', 'error');
    },
  });
  const toggle = (memberId: number) => setChosen(chosen.includes(memberId) ? chosen.filter((id) => id !== memberId) : [...chosen, memberId]);

  return { status, setStatus, page, setPage, chosen, toggle, confirming, setConfirming, holders, recall };
}
