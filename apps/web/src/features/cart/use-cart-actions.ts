import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/shared/ui';
import type { CartType } from './cart-actions';
import { cartQueryKey, changeCartLine, deleteCartLines } from './cart-api';
import { notifyCartChanged } from './cart-events';

/** Every change refreshes the cart from the server (current prices and stock) and tells the header badge. */
export function useCartActions(cartType: CartType) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const settle = {
    onError: (error: Error) => showToast(error.message || '장바구니를 바꾸지 못했습니다.', 'error'),
    onSettled: async () => {
      notifyCartChanged();
      await queryClient.invalidateQueries({ queryKey: cartQueryKey(cartType) });
    },
  };
  const change = useMutation({
    mutationFn: changeCartLine,
    ...settle,
    onSuccess: (result) => {
      if (result.notice) showToast(result.notice);
    },
  });
  const remove = useMutation({ mutationFn: deleteCartLines, ...settle });
  return { change, remove, busy: change.isPending || remove.isPending };
}
