import { formatNumber, type AdminCouponView, type CouponIssueResult, type CouponWriteInput } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { useEditorRefresh } from '../../ui/editor-frame';
import { couponQuery, couponsKey, saveCoupon } from './coupons-api';

/** What an issue did, in one sentence for the toast. */
export const issuedSentence = (result: CouponIssueResult) =>
  `${formatNumber(result.issued)}명에게 발급했습니다.${result.skipped ? ` 이미 가졌거나 받을 수 없는 회원 ${formatNumber(result.skipped)}명은 건너뛰었습니다.` : ''}`;

/** One coupon's page: saving its form (which then starts again from the saved coupon), the pick-and-issue dialog, and what follows an issue. */
export function useCouponDetail(coupon: AdminCouponView) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [issuing, setIssuing] = useState(false);
  const [formRound, setFormRound] = useState(0);
  const refresh = useEditorRefresh([couponsKey]);
  const save = useMutation({
    mutationFn: (body: CouponWriteInput) => saveCoupon(coupon.couponId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(couponQuery(coupon.couponId).queryKey, saved);
      setFormRound(formRound + 1);
      showToast('쿠폰을 저장했습니다. 쇼핑몰에 바로 반영됩니다.', 'success');
    },
    onSettled: refresh,
  });
  const issued = (result: CouponIssueResult) => {
    setIssuing(false);
    showToast(issuedSentence(result), 'success');
    void refresh();
  };
  return { issuing, setIssuing, formRound, refresh, save, issued };
}
