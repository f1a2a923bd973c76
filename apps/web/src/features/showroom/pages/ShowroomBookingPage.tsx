import type { BookingView } from '@maru/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { LinkButton } from '@/shared/ui';
import { BookingCard } from '../BookingCard';
import type { BookingForm } from '../booking-form';
import { BookingFormView } from '../BookingFormView';
import { pushReservationOnce } from '../booking-tracking';
import { Crumbs } from '../Crumbs';
import { showroomPaths } from '../links';
import { QueryState } from '../Missing';
import { officeQuery, showroomKeys } from '../showroom-api';
import { PageHero } from '../PageHero';
import styles from '../Showroom.module.css';

export { bookingMeta as meta, officeLoader as loader } from '../showroom-seo';

// The code step comes only after a booking is sent from a phone not yet proven, never on the
// server's first page: its code is fetched then, not before the form answers taps.
const ConfirmCodeStep = lazy(() => import('../ConfirmCodeStep').then((module) => ({ default: module.ConfirmCodeStep })));

function Booked({ booking }: { booking: BookingView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    pushReservationOnce(booking);
  }, [booking]);
  return (
    <section aria-labelledby="booked-title">
      <h2 id="booked-title" ref={heading} tabIndex={-1}>
        방문 예약이 완료되었어요
      </h2>
      <p className={styles.lead}>예약번호와 휴대폰 번호로 언제든 예약을 확인하거나 취소할 수 있어요. 확정 문자를 보내 드렸어요.</p>
      <BookingCard booking={booking} headingLevel={3} />
      <div className={styles.actions}>
        <LinkButton to={showroomPaths.check()}>예약 확인 · 취소</LinkButton>
        <LinkButton to={showroomPaths.office(booking.office.slug)} variant="secondary">
          쇼룸 안내로
        </LinkButton>
      </div>
    </section>
  );
}

/** The form; then, for a phone not yet proven, its code; then the booking confirmed. */
type Step = { kind: 'form'; draft?: BookingForm } | { kind: 'code'; booking: BookingView; draft: BookingForm } | { kind: 'booked'; booking: BookingView };

function ShowroomBookingPage() {
  const { office: slug = '' } = useParams();
  const { data: office, error, isPending, refetch } = useQuery(officeQuery(slug));
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const booked = (booking: BookingView, draft: BookingForm) => setStep(booking.status === 'PENDING' ? { kind: 'code', booking, draft } : { kind: 'booked', booking });
  usePageTitle(office ? `${office.name} 방문 예약` : '쇼룸 방문 예약');
  if (!office) return <div className={styles.page}>{<QueryState what="쇼룸" error={error} isPending={isPending} refetch={refetch} />}</div>;
  return (
    <div className={styles.page}>
      <Crumbs trail={[{ label: '쇼룸', to: showroomPaths.list() }, { label: office.name, to: showroomPaths.office(office.slug) }, { label: '방문 예약' }]} />
      <PageHero title={<>{office.name} 방문 예약</>} lead={<>{office.address} · {office.openingHours}</>} />
      {step.kind === 'booked' ? <Booked booking={step.booking} /> : null}
      {step.kind === 'code' ? (
        <Suspense fallback={<p className={styles.lead}>인증 단계를 불러오는 중이에요…</p>}>
          <ConfirmCodeStep
            booking={step.booking}
            phone={step.draft.phone.replace(/\s/g, '')}
            onConfirmed={(booking) => setStep({ kind: 'booked', booking })}
            onRestart={() => {
              // The lapsed booking's place is free again: the slots are read anew, the time picked again.
              void queryClient.invalidateQueries({ queryKey: showroomKeys.all });
              setStep({ kind: 'form', draft: { ...step.draft, time: '' } });
            }}
          />
        </Suspense>
      ) : null}
      {step.kind === 'form' ? <BookingFormView office={office} initial={step.draft} onBooked={booked} /> : null}
    </div>
  );
}

export default withQueryClient(ShowroomBookingPage);
