import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AfterSaleLineView } from '@maru/domain';
import { useRef } from 'react';
import { FormAlert } from '@/shared/form';
import { Button, Dialog, useToast } from '@/shared/ui';
import { afterSaleKeys, confirmPurchase } from '../api/aftersale-api';
import styles from './AfterSale.module.css';

interface ConfirmPurchaseDialogProps {
  orderNo: string;
  /** The line to confirm; the dialog is open while there is one. */
  line: AfterSaleLineView | null;
  onClose: () => void;
}

/** 구매확정 asks first: it cannot be undone, and returns are no longer possible after it. */
export function ConfirmPurchaseDialog({ orderNo, line, onClose }: ConfirmPurchaseDialogProps) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const sending = useRef(false);
  const confirm = useMutation({
    mutationFn: (lineNos: number[]) => confirmPurchase(orderNo, lineNos),
    onSuccess: (order) => {
      queryClient.setQueryData(afterSaleKeys.order(orderNo), order);
      void queryClient.invalidateQueries({ queryKey: afterSaleKeys.all, predicate: (query) => ['list', 'counts'].includes(String(query.queryKey[2])) });
      showToast('구매를 확정했습니다.', 'success');
      onClose();
    },
    // The line may have moved on (confirmed by the system, a return asked elsewhere).
    onError: () => void queryClient.invalidateQueries({ queryKey: afterSaleKeys.order(orderNo) }),
    onSettled: () => {
      sending.current = false;
    },
  });

  const close = () => {
    confirm.reset();
    onClose();
  };

  return (
    <Dialog
      open={line !== null}
      onClose={close}
      title="구매확정"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            돌아가기
          </Button>
          <Button
            disabled={confirm.isPending}
            aria-busy={confirm.isPending || undefined}
            onClick={() => {
              if (!line || sending.current) return;
              sending.current = true;
              confirm.mutate([line.lineNo]);
            }}
          >
            구매확정
          </Button>
        </>
      }
    >
      {line ? (
        <div className={styles.dialogBody}>
          <p>
            <strong>{line.productName}</strong>
            {line.optionName ? ` (${line.optionName})` : ''}의 구매를 확정할까요?
          </p>
          <p className={styles.warning}>구매확정 후에는 되돌릴 수 없으며, 반품을 신청할 수 없습니다.</p>
          <FormAlert message={confirm.isError ? (confirm.error instanceof Error && confirm.error.message) || '구매확정을 하지 못했습니다.' : undefined} />
        </div>
      ) : null}
    </Dialog>
  );
}
