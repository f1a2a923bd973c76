import { formatKrw, memberPointsRequest, rightsAllow, STAFF_POINTS_MAX, type AdminMemberView, type StaffMe } from '@maru/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams, useRouteLoaderData } from 'react-router';
import { FormField } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import styles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { reasonProblem, RevealDialog, SuspendDialog } from './MemberDialogs';
import { MemberProfile } from './MemberProfile';
import { MemberRecords } from './MemberRecords';
import { givePoints, memberQuery } from './members-api';
import { useMemberActions } from './use-member-actions';

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** 회원 상세: the member's data masked, what they bought, asked and booked, and what staff may do. */
export function MemberDetailPage() {
  const { memberId = '' } = useParams();
  const number = /^\d{1,10}$/.test(memberId) ? Number(memberId) : 0;
  const member = useQuery({ ...memberQuery(number), enabled: number > 0 });
  return (
    <>
      <PageHeader title={`회원 ${memberId}`} description={<Link to="..">회원 목록으로</Link>} />
      {number === 0 ? (
        <p className={styles.empty}>회원을 찾을 수 없습니다.</p>
      ) : member.isPending ? (
        <Spinner label="회원 정보를 불러오는 중" />
      ) : member.isError ? (
        <QueryFailure error={member.error} retry={() => void member.refetch()} />
      ) : (
        <MemberDetail member={member.data} />
      )}
    </>
  );
}

/** Whether the signed-in staff member may reveal personal data (right members.personal); the server decides in the end. */
function useMayReveal(): boolean {
  const me = useRouteLoaderData('frame') as StaffMe | undefined;
  return me ? rightsAllow(me.rights, ['members', 'members.personal']) : false;
}

function MemberDetail({ member }: { member: AdminMemberView }) {
  const mayReveal = useMayReveal();
  const { profileHeading, revealing, setRevealing, revealed, setRevealed, suspendOpen, setSuspendOpen, reveal, suspension, saved, settled } = useMemberActions(member);
  const who = `회원 ${member.memberId} (${member.name})`;

  return (
    <>
      <MemberProfile
        member={member}
        revealed={revealed}
        mayReveal={mayReveal}
        headingRef={profileHeading}
        onHide={() => setRevealed(undefined)}
        onReveal={() => setRevealing(true)}
        onSuspend={() => setSuspendOpen(true)}
      />

      <PointsPanel member={member} onSaved={saved} onSettled={settled} />
      <MemberRecords member={member} />

      {revealing ? (
        <RevealDialog
          who={who}
          pending={reveal.isPending}
          failure={reveal.error ? failed(reveal.error, '개인정보를 불러오지 못했습니다. 다시 시도해 주세요.') : undefined}
          onCancel={() => {
            setRevealing(false);
            reveal.reset();
          }}
          onReveal={(reason) => reveal.mutate(reason)}
        />
      ) : null}
      {suspendOpen ? (
        <SuspendDialog
          who={who}
          suspending={member.status !== 'SUSPENDED'}
          pending={suspension.isPending}
          failure={suspension.error ? failed(suspension.error, '처리하지 못했습니다. 다시 시도해 주세요.') : undefined}
          onCancel={() => {
            setSuspendOpen(false);
            suspension.reset();
          }}
          onSuspend={(body) => suspension.mutate({ suspend: true, ...body })}
          onUnsuspend={(reason) => suspension.mutate({ suspend: false, reason })}
        />
      ) : null}
    </>
  );
}

type PointsField = 'amount' | 'reason';

/** 적립금 지급·차감: a direction, an amount in won and the reason the member will read beside it. */
function PointsPanel({ member, onSaved, onSettled }: { member: AdminMemberView; onSaved: (next: AdminMemberView) => void; onSettled: () => void }) {
  const id = useId();
  const { showToast } = useToast();
  const [direction, setDirection] = useState<'give' | 'take'>('give');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Partial<Record<PointsField, string>>>({});
  const save = useMutation({
    mutationFn: (body: { amount: number; reason: string }) => givePoints(member.memberId, body),
    onSuccess: (next, body) => {
      onSaved(next);
      setAmount('');
      setReason('');
      showToast(`적립금 ${formatKrw(Math.abs(body.amount))}을 ${body.amount > 0 ? '지급' : '차감'}했습니다. 잔액 ${formatKrw(next.points.balance)}`, 'success');
    },
    onError: (error) => setProblems({ amount: failed(error, '적립금을 바꾸지 못했습니다. 다시 시도해 주세요.') }),
    onSettled,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = amount.replace(/[\s,원]/g, '');
    const found: Partial<Record<PointsField, string>> = {};
    if (!/^\d{1,7}$/.test(digits) || Number(digits) === 0) found.amount = `적립금을 1원부터 ${formatKrw(STAFF_POINTS_MAX)}까지 숫자로 입력해 주세요.`;
    else if (direction === 'take' && Number(digits) > member.points.balance) found.amount = `잔액(${formatKrw(Math.max(member.points.balance, 0))})보다 많이 차감할 수 없습니다.`;
    found.reason = reasonProblem(reason, '사유');
    const body = { amount: (direction === 'take' ? -1 : 1) * Number(digits), reason: reason.trim() };
    if (!found.amount && !found.reason) {
      const parsed = memberPointsRequest.safeParse(body);
      if (!parsed.success) found.amount = parsed.error.issues[0]?.message;
    }
    setProblems(found);
    if (found.amount || found.reason) {
      document.getElementById(found.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    save.mutate(body);
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>적립금 지급·차감</h2>
      <p>잔액 {formatKrw(member.points.balance)}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>지급 또는 차감</legend>
          <label>
            <input type="radio" name={`${id}-direction`} checked={direction === 'give'} onChange={() => setDirection('give')} /> 지급
          </label>{' '}
          <label>
            <input type="radio" name={`${id}-direction`} checked={direction === 'take'} onChange={() => setDirection('take')} /> 차감
          </label>
        </fieldset>
        <FormField id={`${id}-amount`} label="적립금 (원)" inputMode="numeric" autoComplete="off" value={amount} error={problems.amount} required onChange={(event) => setAmount(event.target.value)} />
        <FormField
          id={`${id}-reason`}
          label="사유"
          autoComplete="off"
          value={reason}
          error={problems.reason}
          required
          hint="회원의 마이페이지 적립금 내역에 이 사유가 보이고, 감사 로그에도 남습니다."
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            {direction === 'take' ? '적립금 차감' : '적립금 지급'}
          </Button>
        </div>
      </form>
    </section>
  );
}
