import { useQuery } from '@tanstack/react-query';
import { ApiCode } from '@maru/domain';
import { isApiError } from '@/shared/api';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { benefitKeys, eventCouponsQuery } from '../api/benefit-api';
import styles from '../benefit.module.css';
import { DownloadableCouponList, TakeAllButton } from '../download/DownloadableCouponList';
import { useCouponDownload } from '../download/use-coupon-download';

/** 101 is the server's unknown event; 104 a code the address cannot hold (spaces, symbols, too long). */
const UNKNOWN_EVENT = new Set<number>([ApiCode.NO_DATA, ApiCode.REQUIRED_PARAMETER]);
const isUnknownEvent = (error: unknown) => isApiError(error) && UNKNOWN_EVENT.has(Number(error.code));

/** /events/coupon/:eventCode: the event's coupons with 받기 and 모두 받기; guests are sent to sign in and back. */
export function EventCouponView({ eventCode }: { eventCode: string }) {
  const event = useQuery(eventCouponsQuery(eventCode));
  const download = useCouponDownload(benefitKeys.eventCoupons(eventCode));
  const title = event.data?.title || '쿠폰 이벤트';
  usePageTitle(title);
  const list = event.data?.list ?? [];

  if (event.isPending) return <Spinner label="쿠폰을 불러오는 중" />;
  if (event.isError) {
    return isUnknownEvent(event.error) ? (
      <EmptyState headingLevel={1} title="이벤트를 찾을 수 없습니다" description="종료되었거나 주소가 잘못된 이벤트입니다." actions={<LinkButton to={paths.home()}>홈으로</LinkButton>} />
    ) : (
      <EmptyState
        headingLevel={1}
        title="쿠폰을 불러오지 못했습니다"
        description="잠시 후 다시 시도해 주세요."
        actions={
          <Button variant="secondary" onClick={() => void event.refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {list.length === 0 ? (
        <EmptyState title="지금 받을 수 있는 쿠폰이 없습니다" description="이벤트 쿠폰이 모두 마감되었습니다." actions={<LinkButton to={paths.mypage.coupon()}>내 쿠폰 보기</LinkButton>} />
      ) : (
        <div className={styles.stack}>
          <DownloadableCouponList coupons={list} download={download} headingLevel={2} />
          <div className={styles.actions}>
            <TakeAllButton coupons={list} download={download} />
            {download.member ? (
              <LinkButton variant="secondary" to={paths.mypage.coupon()}>
                내 쿠폰 보기
              </LinkButton>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
