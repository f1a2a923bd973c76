import { formatNumber, scheduleStatusLabels, type AdminCouponView, type CouponIssueResult, type CouponWriteInput } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import styles from '../../ui/console.module.css';
import { failureMessage as failed, useEditorRefresh } from '../../ui/editor-frame';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { PreviewFrames } from '../../ui/pieces/PreviewFrames';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { couponQuery, couponsKey, createCoupon, saveCoupon } from './coupons-api';
import { CouponForm } from './CouponForm';
import { emptyCouponForm, formOfCoupon } from './coupon-form-values';
import { CsvIssuePanel } from './CsvIssuePanel';
import { HoldersPanel } from './HoldersPanel';
import { IssueDialog } from './IssueDialog';
import { SegmentPanel } from './SegmentPanel';

/** What an issue did, in one sentence for the toast. */
export const issuedSentence = (result: CouponIssueResult) =>
  `${formatNumber(result.issued)}명에게 발급했습니다.${result.skipped ? ` 이미 가졌거나 받을 수 없는 회원 ${formatNumber(result.skipped)}명은 건너뛰었습니다.` : ''}`;

/** 새 쿠폰 (/coupons/new) or one coupon (/coupons/:couponId): its form, counts, issuing, recall and preview. */
export function CouponEditPage() {
  const { couponId = 'new' } = useParams();
  const number = /^\d{1,10}$/.test(couponId) ? Number(couponId) : 0;
  const coupon = useQuery({ ...couponQuery(number), enabled: number > 0 });
  if (couponId === 'new') return <NewCoupon />;
  return (
    <>
      <PageHeader title={coupon.data ? coupon.data.name : `쿠폰 ${couponId}`} description={<Link to="..">쿠폰 목록으로</Link>} />
      {number === 0 ? (
        <p className={styles.empty}>쿠폰을 찾을 수 없습니다.</p>
      ) : coupon.isPending ? (
        <Spinner label="쿠폰을 불러오는 중" />
      ) : coupon.isError ? (
        <QueryFailure error={coupon.error} retry={() => void coupon.refetch()} />
      ) : (
        <CouponDetail coupon={coupon.data} />
      )}
    </>
  );
}

function NewCoupon() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const refresh = useEditorRefresh([couponsKey]);
  const create = useMutation({
    mutationFn: (body: CouponWriteInput) => createCoupon(body),
    onSuccess: (created) => {
      queryClient.setQueryData(couponQuery(created.couponId).queryKey, created);
      showToast('쿠폰을 만들었습니다.', 'success');
      void navigate(`../${created.couponId}`, { relative: 'path' });
    },
    onSettled: refresh,
  });
  return (
    <>
      <PageHeader title="새 쿠폰" description={<Link to="..">쿠폰 목록으로</Link>} />
      <section className={styles.panel} aria-label="새 쿠폰">
        <CouponForm initial={emptyCouponForm} termsLocked={false} submitLabel="쿠폰 만들기" pending={create.isPending} problem={create.error ? failed(create.error, '만들지 못했습니다.') : undefined} onSubmit={(body) => create.mutate(body)} />
      </section>
    </>
  );
}

function CouponDetail({ coupon }: { coupon: AdminCouponView }) {
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
  const { counts } = coupon;
  const previewable = coupon.previewPath !== null && (coupon.schedule.status === 'DRAFT' || coupon.schedule.status === 'SCHEDULED');
  const issuable = coupon.schedule.status === 'LIVE';

  return (
    <>
      <section className={styles.panel} aria-labelledby="coupon-counts">
        <h2 id="coupon-counts">발급 현황</h2>
        <p>
          {coupon.benefitLabel} · {coupon.scopeLabel}
          {coupon.conditionLabel ? ` · ${coupon.conditionLabel}` : ''} ·{' '}
          <span className={styles.badge} data-tone={coupon.schedule.status === 'LIVE' ? 'good' : 'wait'}>
            {scheduleStatusLabels[coupon.schedule.status]}
          </span>
        </p>
        <dl className={styles.changes} aria-label="쿠폰 수">
          {(
            [
              ['발급', counts.issued],
              ['사용 가능', counts.usable],
              ['사용', counts.used],
              ['기간 만료', counts.expired],
              ['회수', counts.recalled],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatNumber(value)}장</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.panel} aria-labelledby="coupon-issue">
        <h2 id="coupon-issue">발급</h2>
        {issuable ? (
          <>
            <p>회원 한 명에게는 한 장만 갑니다. 같은 회원에게 다시 발급하면 건너뜁니다.</p>
            <Button onClick={() => setIssuing(true)}>회원 골라 발급</Button>
            <SegmentPanel couponId={coupon.couponId} onIssued={issued} />
            <CsvIssuePanel couponId={coupon.couponId} onIssued={issued} />
          </>
        ) : (
          <p className={styles.muted}>게시 중인 쿠폰만 발급할 수 있습니다. 게시 상태와 기간을 확인해 주세요.</p>
        )}
      </section>
      {issuing ? <IssueDialog couponId={coupon.couponId} couponName={coupon.name} onClose={() => setIssuing(false)} onIssued={issued} /> : null}

      <HoldersPanel couponId={coupon.couponId} onRecalled={() => void refresh()} />

      <section className={styles.panel} aria-labelledby="coupon-edit">
        <h2 id="coupon-edit">쿠폰 정보</h2>
        <CouponForm
          key={formRound}
          initial={formOfCoupon(coupon)}
          termsLocked={coupon.termsLocked}
          submitLabel="저장"
          pending={save.isPending}
          problem={save.error ? failed(save.error, '저장하지 못했습니다.') : undefined}
          onSubmit={(body) => save.mutate(body)}
        />
      </section>

      <section className={styles.panel} aria-labelledby="coupon-preview">
        <h2 id="coupon-preview">미리 보기</h2>
        {previewable ? (
          <>
            <p className={styles.hint}>게시 전인 이 쿠폰을 쇼핑몰 화면에서 봅니다{coupon.channel === 'DOWNLOAD' ? ' (상품 페이지의 ‘쿠폰 받기’를 누르면 보입니다)' : ''}.</p>
            <PreviewFrames path={coupon.previewPath!} items={[{ kind: 'coupon', id: coupon.couponId }]} title={`쿠폰 ${coupon.name}`} />
          </>
        ) : (
          <p className={styles.muted}>
            {coupon.previewPath === null
              ? '코드 입력·직접 발급·신규 가입 쿠폰은 쇼핑몰 페이지에 보이지 않아 미리 볼 화면이 없습니다.'
              : '이미 게시 중이거나 끝난 쿠폰은 쇼핑몰에서 바로 볼 수 있습니다.'}
            {coupon.previewPath && coupon.schedule.status === 'LIVE' ? (
              <>
                {' '}
                <a href={coupon.previewPath} target="_blank" rel="noreferrer">
                  쇼핑몰에서 보기 (새 창)
                </a>
              </>
            ) : null}
          </p>
        )}
      </section>
    </>
  );
}
