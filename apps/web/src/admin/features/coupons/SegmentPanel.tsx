import { formatNumber, segmentKindLabels, SEGMENT_KINDS, type CouponIssueResult, type SegmentKind } from '@maru/domain';
import { useId } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { choicesOf } from '@/shared/ui/Options';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { type SegmentConditions, useSegmentIssue } from './use-segment-issue';

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
  const { conditions, problem, counted, confirming, setConfirming, count, issue, submit } = useSegmentIssue(couponId, onIssued);

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>조건으로 발급</h3>
      <div className={styles.toolbar}>
        <SegmentFields conditions={conditions} />
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

/** The conditions: who (대상), for buyers what they bought, and the period of joining or paying. */
function SegmentFields({ conditions }: { conditions: SegmentConditions }) {
  const { kind, setKind, scope, setScope, ids, setIds, from, setFrom, to, setTo, changed } = conditions;
  return (
    <>
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
    </>
  );
}
