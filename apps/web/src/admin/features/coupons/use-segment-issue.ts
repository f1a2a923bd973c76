import { memberSegment, type CouponIssueResult, type MemberSegment, type SegmentKind } from '@maru/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConsoleApiError } from '../../api/console-api';
import { issueToSegment, previewSegment } from './coupons-api';

/**
 * 조건으로 발급's state: the conditions as typed, checked with the domain's schema into a segment,
 * its count (cleared whenever a condition changes), and the issue that follows a confirmation.
 */
export function useSegmentIssue(couponId: number, onIssued: (result: CouponIssueResult) => void) {
  const [kind, setKind] = useState<SegmentKind>('JOINED');
  const [scope, setScope] = useState<'CATEGORY' | 'BRAND'>('CATEGORY');
  const [ids, setIds] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string>();
  const [counted, setCounted] = useState<{ segment: MemberSegment; members: number; alreadyHeld: number }>();
  const [confirming, setConfirming] = useState(false);

  const segmentOf = (): MemberSegment | undefined => {
    const raw = kind === 'BUSINESS' ? { kind } : kind === 'JOINED' ? { kind, from, to } : { kind, scope, ids: ids.split(/[\s,]+/).filter(Boolean).map(Number), from, to };
    const checked = memberSegment.safeParse(raw);
    setProblem(checked.success ? undefined : (checked.error.issues[0]?.message ?? '조건을 확인해 주세요.'));
    return checked.success ? checked.data : undefined;
  };
  const fail = (error: unknown) => setProblem(error instanceof ConsoleApiError ? error.message : '서버에 보내지 못했습니다. 다시 시도해 주세요.');
  const count = useMutation({ mutationFn: (segment: MemberSegment) => previewSegment(couponId, segment), onSuccess: (answer, segment) => setCounted({ segment, ...answer }), onError: fail });
  const issue = useMutation({
    mutationFn: (segment: MemberSegment) => issueToSegment(couponId, segment),
    onSuccess: (result) => {
      setConfirming(false);
      setCounted(undefined);
      onIssued(result);
    },
    onError: (error) => {
      setConfirming(false);
      fail(error);
    },
  });
  const changed = () => setCounted(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const segment = segmentOf();
    if (segment) count.mutate(segment);
  };

  const conditions = { kind, setKind, scope, setScope, ids, setIds, from, setFrom, to, setTo, changed };
  return { conditions, problem, counted, confirming, setConfirming, count, issue, submit };
}

/** The conditions as typed, with their setters and what clears the count when one changes. */
export type SegmentConditions = ReturnType<typeof useSegmentIssue>['conditions'];
