import type { AdminCouponView } from '@maru/domain';
import styles from '../../ui/console.module.css';
import { PreviewFrames } from '../../ui/pieces/PreviewFrames';

/** 미리 보기: a coupon not yet live, seen on the shop's page; otherwise why there is nothing to preview, and a link when it is live. */
export function CouponPreview({ coupon }: { coupon: AdminCouponView }) {
  const previewable = coupon.previewPath !== null && (coupon.schedule.status === 'DRAFT' || coupon.schedule.status === 'SCHEDULED');
  return (
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
  );
}
