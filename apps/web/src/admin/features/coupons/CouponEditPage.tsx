import type { AdminCouponView, CouponWriteInput } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import styles from '../../ui/console.module.css';
import { failureMessage as failed, useEditorRefresh } from '../../ui/editor-frame';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { couponQuery, couponsKey, createCoupon } from './coupons-api';
import { CouponCounts } from './CouponCounts';
import { CouponForm } from './CouponForm';
import { emptyCouponForm, formOfCoupon } from './coupon-form-values';
import { CouponPreview } from './CouponPreview';
import { CsvIssuePanel } from './CsvIssuePanel';
import { HoldersPanel } from './HoldersPanel';
import { IssueDialog } from './IssueDialog';
import { SegmentPanel } from './SegmentPanel';
import { useCouponDetail } from './use-coupon-detail';

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
  const { issuing, setIssuing, formRound, refresh, save, issued } = useCouponDetail(coupon);
  const issuable = coupon.schedule.status === 'LIVE';

  return (
    <>
      <CouponCounts coupon={coupon} />

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

      <CouponPreview coupon={coupon} />
    </>
  );
}
