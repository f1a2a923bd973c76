import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { ProductOptionRow } from '@maru/domain';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { Button, Dialog, useToast } from '@/shared/ui';
import { requestRestockAlert, restockAlertQuery } from '../api/catalogue-api';

interface RestockAlertDialogProps {
  productNo: number;
  row: ProductOptionRow | undefined;
  onClose: () => void;
}

/** Asks for a restock alert on a sold-out option: one per member and option (spec 02 §6 sign-in). */
export function RestockAlertDialog({ productNo, row, onClose }: RestockAlertDialogProps) {
  const signedIn = isSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { showToast } = useToast();
  const itemGroupSeq = row?.itemGroupSeq ?? 0;
  const applied = useQuery({ ...restockAlertQuery(itemGroupSeq), enabled: signedIn && row !== undefined });
  const mutation = useMutation({
    mutationFn: () => requestRestockAlert(productNo, itemGroupSeq),
    onSuccess: () => {
      client.setQueryData(restockAlertQuery(itemGroupSeq).queryKey, true);
      showToast('재입고되면 알려 드릴게요.', 'success');
      onClose();
    },
    onError: (error) => showToast(error.message || '재입고 알림을 신청하지 못했어요.', 'error'),
  });
  const optionName = row?.itemNameList.split('|').join(' / ') ?? '';

  const footer = !signedIn ? (
    <Button onClick={() => void navigate(paths.login(`${location.pathname}${location.search}`))}>로그인하고 신청하기</Button>
  ) : applied.data ? (
    <Button onClick={onClose}>확인</Button>
  ) : (
    <Button onClick={() => mutation.mutate()} disabled={mutation.isPending || applied.isPending}>
      알림 신청
    </Button>
  );

  return (
    <Dialog open={row !== undefined} onClose={onClose} title="재입고 알림 신청" footer={footer}>
      <p>
        <strong>{optionName}</strong> 옵션은 지금 품절이에요.
      </p>
      <p>
        {!signedIn
          ? '재입고 알림은 로그인한 회원만 신청할 수 있어요.'
          : applied.data
            ? '이미 재입고 알림을 신청한 옵션이에요.'
            : '상품이 다시 들어오면 알림으로 알려 드려요.'}
      </p>
    </Dialog>
  );
}
