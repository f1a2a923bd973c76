import type { BookingView } from '@maru/domain';
import type { ReactNode } from 'react';
import { FactList } from '@/shared/ui';
import { koreanDay } from './OfficeFacts';
import styles from './Showroom.module.css';

/** One booking as the visitor sees it. */
export function BookingCard({ booking, headingLevel = 2, children }: { booking: BookingView; headingLevel?: 2 | 3; children?: ReactNode }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows = [
    { label: '예약번호', value: booking.bookingNo },
    { label: '방문 일시', value: `${koreanDay(booking.date)} ${booking.time}` },
    { label: '주소', value: booking.office.address },
    { label: '방문 인원', value: `${booking.partySize}명` },
    { label: '예약자', value: `${booking.name} (${booking.phone})` },
    { label: '관심 분야', value: booking.interests.join(', ') || '-' },
    { label: '요청 사항', value: booking.memo || '-' },
  ];
  return (
    <article className={styles.card} data-testid="booking-card">
      <Heading>
        {booking.office.name} <span className={styles.status}>{booking.statusLabel}</span>
      </Heading>
      <FactList facts={rows} className={styles.facts} />
      {children}
    </article>
  );
}
