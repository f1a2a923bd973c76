import type { BookingView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { isSignedIn } from '@/shared/session';
import { Button, EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { BookingCard } from '../BookingCard';
import { Crumbs } from '../Crumbs';
import { showroomPaths } from '../links';
import { cancelMine, cancelWithPhone, lookUpBooking, myBookingsQuery, showroomKeys } from '../showroom-api';
import { PageHero } from '../PageHero';
import styles from '../Showroom.module.css';

/** A cancel that asks once more before it goes. */
function CancelBooking({ booking, cancel }: { booking: BookingView; cancel: () => Promise<BookingView> }) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancel,
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: showroomKeys.all });
    },
  });
  if (!booking.cancellable) return null;
  return (
    <div className={styles.actions}>
      {asking ? (
        <>
          <p role="alert">{booking.bookingNo} 예약을 취소할까요? 취소한 예약은 되돌릴 수 없어요.</p>
          <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            예약 취소 확정
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            돌아가기
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          예약 취소
        </Button>
      )}
      {mutation.isError ? (
        <p role="alert" className={styles.error}>
          {mutation.error.message}
        </p>
      ) : null}
    </div>
  );
}

function MyBookings() {
  const { data, isPending, isError } = useQuery(myBookingsQuery());
  return (
    <section className={styles.section} aria-labelledby="my-bookings">
      <h2 id="my-bookings">내 방문 예약</h2>
      {isPending ? <Spinner label="내 예약 불러오는 중" /> : null}
      {isError ? <p className={styles.error}>내 예약을 불러오지 못했어요.</p> : null}
      {data && data.length === 0 ? <p className={styles.hint}>회원으로 예약한 방문이 없어요.</p> : null}
      {data?.length ? (
        <ul className={styles.bookingList}>
          {data.map((booking) => (
            <li key={booking.bookingNo}>
              <BookingCard booking={booking} headingLevel={3}>
                <CancelBooking booking={booking} cancel={() => cancelMine(booking.bookingNo)} />
              </BookingCard>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function LookUp() {
  const id = useId();
  const [bookingNo, setBookingNo] = useState('');
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<{ booking: BookingView; phone: string } | null>(null);
  const lookup = useMutation({
    mutationFn: () => lookUpBooking({ bookingNo: bookingNo.trim().toUpperCase(), phone: phone.replace(/\s/g, '') }),
    onSuccess: (booking) => setFound({ booking, phone: phone.replace(/\s/g, '') }),
    onError: () => setFound(null),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    lookup.mutate();
  }
  return (
    <section className={styles.section} aria-labelledby="lookup-title">
      <h2 id="lookup-title">예약번호로 찾기</h2>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-no`}>예약번호</label>
          <input id={`${id}-no`} type="text" required placeholder="SR로 시작하는 14자리" maxLength={20} autoComplete="off" value={bookingNo} onChange={(event) => setBookingNo(event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-phone`}>예약한 휴대폰 번호</label>
          <input id={`${id}-phone`} type="tel" required inputMode="tel" autoComplete="tel" placeholder="010-1234-5678" maxLength={20} value={phone} onChange={(event) => setPhone(event.target.value)} />
        </div>
        <Button type="submit" disabled={lookup.isPending}>
          예약 조회
        </Button>
        {lookup.isError ? (
          <p role="alert" className={styles.error}>
            {lookup.error.message || '예약을 찾지 못했어요.'}
          </p>
        ) : null}
      </form>
      {found ? (
        <div className={styles.section}>
          <BookingCard booking={found.booking} headingLevel={3}>
            <CancelBooking
              booking={found.booking}
              cancel={async () => {
                const cancelled = await cancelWithPhone({ bookingNo: found.booking.bookingNo, phone: found.phone });
                setFound({ booking: cancelled, phone: found.phone });
                return cancelled;
              }}
            />
          </BookingCard>
        </div>
      ) : null}
    </section>
  );
}

/** 예약 확인 · 취소: guests by number and phone; members also see their own bookings. */
function BookingCheckPage() {
  usePageTitle('쇼룸 예약 확인 · 취소');
  const member = isSignedIn();
  return (
    <div className={styles.page}>
      <Crumbs trail={[{ label: '쇼룸', to: showroomPaths.list() }, { label: '예약 확인 · 취소' }]} />
      <PageHero title="쇼룸 예약 확인 · 취소" lead="예약번호와 예약할 때 입력한 휴대폰 번호로 예약을 확인하고 취소할 수 있어요." />
      {member ? <MyBookings /> : null}
      <LookUp />
      <EmptyState title="새로 예약하시겠어요?" actions={<LinkButton to={showroomPaths.list()} variant="secondary">쇼룸 둘러보기</LinkButton>} />
    </div>
  );
}

export default withQueryClient(BookingCheckPage);
