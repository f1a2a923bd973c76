import { formatKrw, type AdminMemberView } from '@maru/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';

function Part({ title, total, shown, columns, empty, children }: { title: string; total: number; shown: number; columns: string[]; empty: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className={styles.muted}>{total > shown ? `전체 ${total.toLocaleString('ko-KR')}건 중 최근 ${shown}건` : `${total.toLocaleString('ko-KR')}건`}</span>
      </h2>
      {total === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <DataTable caption={`${title} ${total.toLocaleString('ko-KR')}건`} columns={columns}>
          {children}
        </DataTable>
      )}
    </section>
  );
}

/** The member's orders, claims, points, coupons, inquiries and bookings: the latest of each, with how many there are. */
export function MemberRecords({ member }: { member: AdminMemberView }) {
  const { orders, claims, points, coupons, inquiries, bookings } = member;
  return (
    <>
      <OrderRecords orders={orders} />
      <ClaimRecords claims={claims} />
      <PointRecords points={points} />
      <CouponRecords coupons={coupons} />
      <InquiryRecords inquiries={inquiries} />
      <BookingRecords bookings={bookings} />
      {member.suspensionHistory.length ? <SuspensionRecords history={member.suspensionHistory} /> : null}
    </>
  );
}

function OrderRecords({ orders }: { orders: AdminMemberView['orders'] }) {
  return (
    <Part title="주문" total={orders.total} shown={orders.list.length} columns={['주문번호', '주문일시', '상품', '결제금액', '상태']} empty="주문이 없습니다.">
      {orders.list.map((order) => (
        <tr key={order.orderNo}>
          <td className={styles.nowrap}>
            <Link to={`/orders/${order.orderNo}`}>{order.orderNo}</Link>
          </td>
          <td className={styles.nowrap}>{formatDateTime(order.orderedAt)}</td>
          <td>
            {order.firstProduct ?? '—'}
            {order.lineCount > 1 ? ` 외 ${order.lineCount - 1}건` : ''}
          </td>
          <td className={styles.nowrap}>{formatKrw(order.payAmount)}</td>
          <td className={styles.nowrap}>{order.statusLabel}</td>
        </tr>
      ))}
    </Part>
  );
}

function ClaimRecords({ claims }: { claims: AdminMemberView['claims'] }) {
  return (
    <Part title="취소·반품" total={claims.total} shown={claims.list.length} columns={['클레임 번호', '주문번호', '요청일시', '상태', '환불 금액']} empty="취소·반품 요청이 없습니다.">
      {claims.list.map((claim) => (
        <tr key={claim.claimNo}>
          <td className={styles.nowrap}>{claim.claimNo}</td>
          <td className={styles.nowrap}>
            <Link to={`/orders/${claim.orderNo}`}>{claim.orderNo}</Link>
          </td>
          <td className={styles.nowrap}>{formatDateTime(claim.requestedAt)}</td>
          <td className={styles.nowrap}>{claim.statusLabel}</td>
          <td className={styles.nowrap}>{claim.refundAmount === null ? '—' : formatKrw(claim.refundAmount)}</td>
        </tr>
      ))}
    </Part>
  );
}

function PointRecords({ points }: { points: AdminMemberView['points'] }) {
  return (
    <Part title="적립금 내역" total={points.total} shown={points.list.length} columns={['일시', '구분', '내용', '적립금', '잔액']} empty="적립금 내역이 없습니다.">
      {points.list.map((entry) => (
        <tr key={entry.entryId}>
          <td className={styles.nowrap}>{formatDateTime(entry.createdAt)}</td>
          <td className={styles.nowrap}>{entry.kindLabel}</td>
          <td>{entry.description}</td>
          <td className={styles.nowrap}>{`${entry.amount > 0 ? '+' : ''}${formatKrw(entry.amount)}`}</td>
          <td className={styles.nowrap}>{formatKrw(entry.balanceAfter)}</td>
        </tr>
      ))}
    </Part>
  );
}

function CouponRecords({ coupons }: { coupons: AdminMemberView['coupons'] }) {
  return (
    <Part title={`쿠폰 (사용 가능 ${coupons.usable}장)`} total={coupons.total} shown={coupons.list.length} columns={['쿠폰', '혜택', '받은 일시', '사용 기한', '상태']} empty="받은 쿠폰이 없습니다.">
      {coupons.list.map((coupon) => (
        <tr key={coupon.memberCouponId}>
          <td>{coupon.couponName}</td>
          <td>{coupon.benefitLabel}</td>
          <td className={styles.nowrap}>{formatDateTime(coupon.issuedAt)}</td>
          <td className={styles.nowrap}>{formatDateTime(coupon.expiresAt)}</td>
          <td className={styles.nowrap}>{coupon.statusLabel}</td>
        </tr>
      ))}
    </Part>
  );
}

function InquiryRecords({ inquiries }: { inquiries: AdminMemberView['inquiries'] }) {
  return (
    <Part title="문의" total={inquiries.total} shown={inquiries.list.length} columns={['문의일시', '종류', '제목', '답변']} empty="문의가 없습니다.">
      {inquiries.list.map((inquiry) => (
        <tr key={inquiry.inquiryId}>
          <td className={styles.nowrap}>{formatDateTime(inquiry.createdAt)}</td>
          <td className={styles.nowrap}>{inquiry.kindLabel}</td>
          <td>
            <Link to={`/inquiries/${inquiry.inquiryId}`}>{inquiry.title}</Link>
          </td>
          <td className={styles.nowrap}>{inquiry.answered ? '답변 완료' : <span className={styles.badge}>답변 대기</span>}</td>
        </tr>
      ))}
    </Part>
  );
}

function BookingRecords({ bookings }: { bookings: AdminMemberView['bookings'] }) {
  return (
    <Part title="쇼룸 예약" total={bookings.total} shown={bookings.list.length} columns={['예약번호', '쇼룸', '방문 일시', '인원', '상태']} empty="쇼룸 예약이 없습니다.">
      {bookings.list.map((booking) => (
        <tr key={booking.bookingNo}>
          <td className={styles.nowrap}>{booking.bookingNo}</td>
          <td>{booking.officeName}</td>
          <td className={styles.nowrap}>{formatDateTime(booking.startsAt)}</td>
          <td className={styles.nowrap}>{booking.partySize}명</td>
          <td className={styles.nowrap}>{booking.statusLabel}</td>
        </tr>
      ))}
    </Part>
  );
}

function SuspensionRecords({ history }: { history: AdminMemberView['suspensionHistory'] }) {
  return (
    <Part title="이용 정지 이력" total={history.length} shown={history.length} columns={['일시', '처리', '사유', '처리한 직원']} empty="">
      {history.map((event) => (
        <tr key={`${event.at}-${event.action}`}>
          <td className={styles.nowrap}>{formatDateTime(event.at)}</td>
          <td className={styles.nowrap}>{event.action === 'SUSPEND' ? '이용 정지' : '정지 해제'}</td>
          <td>{[event.reasonLabel, event.reason].filter(Boolean).join(': ') || '—'}</td>
          <td className={styles.nowrap}>{event.staffName ?? '—'}</td>
        </tr>
      ))}
    </Part>
  );
}
