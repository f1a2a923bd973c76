import type { AdminMemberView, MemberPersonalView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { auditKey } from '../../api/query-client';
import { memberQuery, membersKey, revealMember, suspendMember, unsuspendMember } from './members-api';

/** The member's personal data as revealed, with the reason given for it. */
export interface RevealedMember {
  data: MemberPersonalView;
  reason: string;
}

type SuspensionAction = { suspend: true; reasonCode: Parameters<typeof suspendMember>[1]['reasonCode']; reason: string } | { suspend: false; reason: string };

/** What staff do on a member's profile: reveal the personal data with a reason, suspend or unsuspend; the dialogs' state and the calls. */
export function useMemberActions(member: AdminMemberView) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const profileHeading = useRef<HTMLHeadingElement>(null);
  const [revealing, setRevealing] = useState(false);
  const [revealed, setRevealed] = useState<RevealedMember>();
  const [suspendOpen, setSuspendOpen] = useState(false);
  const settled = () => Promise.all([queryClient.invalidateQueries({ queryKey: membersKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
  const saved = (next: AdminMemberView) => queryClient.setQueryData(memberQuery(member.memberId).queryKey, next);

  const reveal = useMutation({
    mutationFn: (reason: string) => revealMember(member.memberId, reason).then((data) => ({ data, reason })),
    onSuccess: (shown) => {
      setRevealing(false);
      setRevealed(shown);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKey }),
  });
  // The dialog's opener gives way to what it opened: the profile, now unmasked. An effect, not
  // a frame callback: the dialog's closing (its effect's cleanup) gives focus back to its
  // opener, and React runs every cleanup of a commit before its new effects, so this comes
  // after it; a frame callback raced it and lost on a loaded machine (CI, 2026-12-02).
  useEffect(() => {
    if (revealed) profileHeading.current?.focus();
  }, [revealed]);
  const suspension = useMutation({
    mutationFn: (action: SuspensionAction) =>
      action.suspend ? suspendMember(member.memberId, { reasonCode: action.reasonCode, reason: action.reason }) : unsuspendMember(member.memberId, action.reason),
    onSuccess: (next) => {
      setSuspendOpen(false);
      saved(next);
      showToast(next.status === 'SUSPENDED' ? '이용을 정지했습니다. 회원의 로그인이 모두 끝났습니다.' : '이용 정지를 해제했습니다.', 'success');
    },
    onSettled: settled,
  });

  return { profileHeading, revealing, setRevealing, revealed, setRevealed, suspendOpen, setSuspendOpen, reveal, suspension, saved, settled };
}
