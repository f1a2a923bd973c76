import { useMutation, type QueryClient } from '@tanstack/react-query';
import { cancelRequest, type ClaimKindName, returnRequest } from '@maru/domain';
import type { RefObject } from 'react';
import { afterSaleKeys, requestCancel, requestReturn, type ClaimSubmitted } from '../api/aftersale-api';
import { afterClaim } from './after-claim';

const UNSENDABLE = '입력한 내용을 다시 확인해 주세요.';

interface ClaimSubmitOptions {
  kind: ClaimKindName;
  orderNo: string;
  queryClient: QueryClient;
  onSubmitted: (result: ClaimSubmitted) => void;
  /** Closes the confirm dialog once the server has answered. */
  clearPending: () => void;
  /** Set while a request is on its way; cleared when it settles. */
  sendingRef: RefObject<boolean>;
}

/** Sends the confirmed cancel or return request. */
export function useClaimSubmit({ kind, orderNo, queryClient, onSubmitted, clearPending, sendingRef }: ClaimSubmitOptions) {
  return useMutation({
    // The form's checks (claimErrors) come first; the contract's own schema has the last word.
    mutationFn: async (body: unknown) => {
      if (kind === 'CANCEL') {
        const parsed = cancelRequest.safeParse(body);
        if (!parsed.success) throw new Error(UNSENDABLE);
        return requestCancel(orderNo, parsed.data);
      }
      const parsed = returnRequest.safeParse(body);
      if (!parsed.success) throw new Error(UNSENDABLE);
      return requestReturn(orderNo, parsed.data);
    },
    onSuccess: (result) => {
      clearPending();
      afterClaim(queryClient, result);
      onSubmitted(result);
    },
    // A refusal may mean the order moved on meanwhile: show its lines and amounts as they are now.
    onError: () => {
      clearPending();
      void queryClient.invalidateQueries({ queryKey: afterSaleKeys.order(orderNo) });
      void queryClient.invalidateQueries({ queryKey: [...afterSaleKeys.all, 'quote', orderNo] });
    },
    onSettled: () => {
      sendingRef.current = false;
    },
  });
}
