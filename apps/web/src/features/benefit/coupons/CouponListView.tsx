import { formatKstDate } from '@maru/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberCouponView } from '@maru/domain';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, PageLinks, Spinner, VisuallyHidden } from '@/shared/ui';
import { benefitKeys, memberCouponsQuery } from '../api/benefit-api';
import { CouponCodeBox } from '../code/CouponCodeBox';
import styles from '../benefit.module.css';
import { CURRENT_COUPON_EVENT } from '../event/current-event';
import { couponStateText, dDayLabel } from '../format';
import { couponFilters, couponTabs, tabCount } from './coupon-tabs';
import { CouponTicket } from './CouponTicket';

function HeldCoupon({ coupon }: { coupon: MemberCouponView }) {
  const dDay = coupon.status === 'USABLE' ? dDayLabel(coupon.expiresAt) : '';
  const badge = coupon.status === 'USED' ? { text: '사용 완료' } : coupon.status === 'EXPIRED' ? { text: '기간 만료' } : dDay ? { text: dDay, urgent: true } : undefined;
  return (
    <CouponTicket
      coupon={coupon}
      headingLevel={2}
      validity={couponStateText(coupon, formatKstDate)}
      badge={badge}
      dimmed={coupon.status !== 'USABLE'}
      action={
        coupon.usedOrderNo ? (
          <Link to={paths.mypage.order(coupon.usedOrderNo)}>
            사용한 주문 보기<VisuallyHidden> ({coupon.usedOrderNo})</VisuallyHidden>
          </Link>
        ) : undefined
      }
    />
  );
}

/** 쿠폰: the member's coupons by tab (사용 가능 / 사용 완료 / 기간 만료), 20 a page; the tab is the address. */
export function CouponListView() {
  usePageTitle('쿠폰');
  const [search] = useSearchParams();
  const filters = couponFilters(search);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useQuery({ ...memberCouponsQuery(filters.status, filters.page), placeholderData: keepPreviousData });
  const current = couponTabs.find((tab) => tab.value === filters.status)!;
  const queryClient = useQueryClient();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>쿠폰</h1>
      {/* A coupon received for a code shows in the lists (and the checkout's choices) at once. */}
      <CouponCodeBox onRedeemed={() => void queryClient.invalidateQueries({ queryKey: benefitKeys.all })} />
      <nav className={styles.tabs} aria-label="쿠폰 상태">
        {couponTabs.map((tab) => {
          const count = tabCount(data?.counts, tab.value);
          return (
            <Link key={tab.value} to={paths.mypage.coupon({ status: tab.value })} aria-current={tab.value === filters.status ? 'page' : undefined}>
              {tab.label}
              {count === undefined ? null : ` ${count}`}
            </Link>
          );
        })}
      </nav>
      <p role="status" className={styles.muted}>
        {data && !isPlaceholderData ? `${current.label} 쿠폰 ${data.total}장` : ''}
      </p>
      <div aria-busy={isPlaceholderData || undefined}>
        {data && data.list.length > 0 ? (
          <>
            <ul className={styles.coupons}>
              {data.list.map((coupon) => (
                <li key={coupon.memberCouponId}>
                  <HeldCoupon coupon={coupon} />
                </li>
              ))}
            </ul>
            <PageLinks page={filters.page} pageCount={Math.ceil(data.total / data.pageSize)} hrefFor={(page) => paths.mypage.coupon({ ...filters, page })} />
            {filters.status === 'usable' ? <Link to={paths.eventCoupon(CURRENT_COUPON_EVENT)}>쿠폰 이벤트 보기</Link> : null}
          </>
        ) : data ? (
          <EmptyState
            title={current.empty}
            description={filters.status === 'usable' ? '상품 페이지의 ‘쿠폰 받기’에서 쿠폰을 받을 수 있습니다.' : undefined}
            actions={
              filters.status === 'usable' ? (
                <>
                  <LinkButton to={paths.eventCoupon(CURRENT_COUPON_EVENT)}>쿠폰 이벤트 보기</LinkButton>
                  <LinkButton variant="secondary" to={paths.productList()}>
                    쿠폰 받으러 가기
                  </LinkButton>
                </>
              ) : undefined
            }
          />
        ) : isError ? (
          <EmptyState
            title="쿠폰을 불러오지 못했습니다"
            description={error instanceof Error && error.message ? error.message : undefined}
            actions={
              <Button variant="secondary" onClick={() => void refetch()}>
                다시 시도
              </Button>
            }
          />
        ) : isPending ? (
          <Spinner label="쿠폰을 불러오는 중" />
        ) : null}
      </div>
    </div>
  );
}
