import { formatNumber, memberSegment, segmentKindLabels, SEGMENT_KINDS, type CouponIssueResult, type MemberSegment, type SegmentKind } from '@maru/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { choicesOf } from '@/shared/ui/Options';
import { ConsoleApiError } from '../../api/console-api';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { issueToSegment, previewSegment } from './coupons-api';

interface SegmentPanelProps {
  couponId: number;
  onIssued: (result: CouponIssueResult) => void;
}

/**
 * 조건으로 발급: members who joined in a period, who bought in a category or brand in a period,
 * or business members. The count comes first (대상 회원 수 보기), and 발급 asks once more with it.
 */
export function SegmentPanel({ couponId, onIssued }: SegmentPanelProps) {
  const id = useId();
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

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>조건으로 발급</h3>
      <div className={styles.toolbar}>
        <SelectField
          label="대상"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as SegmentKind);
            changed();
          }}
          choices={choicesOf(SEGMENT_KINDS, (value) => segmentKindLabels[value])}
        />
        {kind === 'PURCHASED' ? (
          <>
            <SelectField label="무엇을 산 회원" value={scope} onChange={(event) => (setScope(event.target.value as 'CATEGORY' | 'BRAND'), changed())} choices={[{ value: 'CATEGORY', label: '카테고리' }, { value: 'BRAND', label: '브랜드' }]} />
            <label className={styles.field}>
              {scope === 'CATEGORY' ? '카테고리 번호' : '브랜드 번호'} (쉼표로 여러 개)
              <input value={ids} onChange={(event) => (setIds(event.target.value), changed())} autoComplete="off" />
            </label>
          </>
        ) : null}
        {kind !== 'BUSINESS' ? (
          <>
            <label className={styles.field}>
              {kind === 'JOINED' ? '가입일' : '결제일'} 시작
              <input type="date" value={from} onChange={(event) => (setFrom(event.target.value), changed())} />
            </label>
            <label className={styles.field}>
              {kind === 'JOINED' ? '가입일' : '결제일'} 끝
              <input type="date" value={to} onChange={(event) => (setTo(event.target.value), changed())} />
            </label>
          </>
        ) : null}
        <Button type="submit" variant="secondary" disabled={count.isPending}>
          대상 회원 수 보기
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={problem} />
      {counted ? (
        <p role="status">
          조건에 맞는 회원 {formatNumber(counted.members)}명 (이미 받은 회원 {formatNumber(counted.alreadyHeld)}명) · 새로 받을 회원 {formatNumber(counted.members - counted.alreadyHeld)}명{' '}
          <Button disabled={counted.members - counted.alreadyHeld === 0} onClick={() => setConfirming(true)}>
            조건으로 발급
          </Button>
        </p>
      ) : null}
      {confirming && counted ? (
        <ConfirmDialog title="조건으로 발급" confirmLabel={`${formatNumber(counted.members - counted.alreadyHeld)}명에게 발급`} onCancel={() => setConfirming(false)} onConfirm={() => issue.mutate(counted.segment)} pending={issue.isPending}>
          <p>
            {segmentKindLabels[counted.segment.kind]} {formatNumber(counted.members)}명 가운데 아직 받지 않은 회원에게 한 장씩 줍니다. 그사이 가입하거나 구매한 회원이 있으면 그 회원도 받습니다.
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
