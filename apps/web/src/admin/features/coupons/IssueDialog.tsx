import { formatNumber, type AdminMemberRow, type CouponIssueResult } from '@maru/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleApiError } from '../../api/console-api';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { issueCoupon } from './coupons-api';
import { MemberPicker } from './MemberPicker';

interface IssueDialogProps {
  couponId: number;
  couponName: string;
  onClose: () => void;
  /** The coupon was given: how many got it and how many held it already. */
  onIssued: (result: CouponIssueResult) => void;
}

/** 회원 골라 발급: members found with the masked search, then one copy each (a member who holds it already is skipped). */
export function IssueDialog({ couponId, couponName, onClose, onIssued }: IssueDialogProps) {
  const [chosen, setChosen] = useState<AdminMemberRow[]>([]);
  const [problem, setProblem] = useState<string>();
  const issue = useMutation({
    mutationFn: () => issueCoupon(couponId, chosen.map((member) => member.memberId)),
    onSuccess: (result) => onIssued(result),
    onError: (error) => setProblem(error instanceof ConsoleApiError ? error.message : '발급하지 못했습니다. 다시 시도해 주세요.'),
  });
  return (
    <ConfirmDialog
      title="회원 골라 발급"
      onCancel={onClose}
      confirmLabel={chosen.length ? `${formatNumber(chosen.length)}명에게 발급` : '발급'}
      onConfirm={() => issue.mutate()}
      ready={chosen.length > 0}
      pending={issue.isPending}
    >
      <p>‘{couponName}’ 쿠폰을 고른 회원에게 한 장씩 줍니다. 이미 가진 회원과 탈퇴·휴면 회원은 건너뜁니다.</p>
      <MemberPicker chosen={chosen} onChange={setChosen} />
      {problem ? <p role="alert">{problem}</p> : null}
    </ConfirmDialog>
  );
}
