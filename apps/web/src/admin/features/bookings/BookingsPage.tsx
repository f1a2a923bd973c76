import { addCalendarDays, type AdminBookingRow, BOOKING_STATUS_LABELS, type BookingStatus, CONSOLE_BOOKING_STATUSES, kstDayOf } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/shared/ui/Button';
import { choicesOf } from '@/shared/ui/Options';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import styles from '../../ui/console.module.css';
import { SelectField } from '../../ui/pieces/fields';
import { choiceFilter, ConsoleList, type FilterField, textFilter, useListFilters } from '../../ui/list-frame';
import { auditKey } from '../../api/query-client';
import { bookingsKey, bookingsQuery, markBooking, type StaffMark } from './bookings-api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// PENDING: a visitor has not yet typed the code sent to their phone (it lapses, unlisted, after 10 minutes).
const TONE: Record<BookingStatus, string | undefined> = { PENDING: undefined, BOOKED: 'wait', VISITED: 'good', NO_SHOW: 'bad', CANCELLED: undefined, LAPSED: undefined };
const MARK_LABELS: Record<StaffMark, string> = { VISITED: '방문 완료', NO_SHOW: '노쇼', CANCELLED: '예약 취소' };
const MARK_DONE: Record<StaffMark, string> = { VISITED: '방문 완료로 표시했습니다.', NO_SHOW: '노쇼로 표시했습니다.', CANCELLED: '예약을 취소했습니다. 고객에게 취소 안내가 갑니다.' };

function Marks({ row, date }: { row: AdminBookingRow; date: string }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const mark = useMutation({
    mutationFn: (status: StaffMark) => markBooking(row.bookingNo, status),
    onSuccess: (_saved, status) => showToast(`${row.name} ${MARK_DONE[status]}`, 'success'),
    onError: (error) => showToast(error instanceof ConsoleApiError ? error.message : '처리하지 못했습니다. 다시 시도해 주세요.', 'error'),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingsKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
  // Visits are marked from the day of the visit on; a cancel only while the booking is live; a
  // booking waiting for its code is neither (nothing was confirmed to the visitor yet).
  const marks: StaffMark[] = row.status === 'CANCELLED' || row.status === 'PENDING' ? [] : [...(date <= kstDayOf(new Date()) ? (['VISITED', 'NO_SHOW'] as const) : []), ...(row.status === 'BOOKED' ? (['CANCELLED'] as const) : [])];
  return (
    <div className={styles.rowActions}>
      {marks
        .filter((status) => status !== row.status)
        .map((status) => (
          <Button key={status} variant={status === 'VISITED' ? 'primary' : 'secondary'} disabled={mark.isPending} onClick={() => mark.mutate(status)} aria-label={`${row.time} ${row.name} ${MARK_LABELS[status]}`}>
            {MARK_LABELS[status]}
          </Button>
        ))}
    </div>
  );
}

const DAY: FilterField<string> = { form: true, read: (raw) => (raw && DATE.test(raw) ? raw : kstDayOf(new Date())) };
// The day is always written (today's too); a day's list has no pages.
const FILTERS = { date: DAY, office: textFilter(), status: choiceFilter(CONSOLE_BOOKING_STATUSES) };

function BookingRow({ row, date }: { row: AdminBookingRow; date: string }) {
  return (
    <tr data-testid="booking-row">
      <td className={styles.nowrap}>{row.time}</td>
      <td>{row.office.name}</td>
      <td>
        {row.name} {row.member ? <span className={styles.small}>(회원)</span> : null}
        <br />
        <span className={styles.small}>
          {row.phone} · {row.bookingNo}
        </span>
      </td>
      <td>
        {row.partySize}명<br />
        <span className={styles.small}>{row.interests.join(', ') || '-'}</span>
      </td>
      <td>{row.memo || <span className={styles.muted}>-</span>}</td>
      <td className={styles.nowrap}>
        <span className={styles.badge} data-tone={TONE[row.status]}>
          {row.statusLabel}
        </span>
      </td>
      <td>
        <Marks row={row} date={date} />
      </td>
    </tr>
  );
}

/** 쇼룸 예약: one day's visits, all offices or one, marked visited, no-show or cancelled (audited). */
export function BookingsPage() {
  const list = useListFilters(FILTERS, { firstPage: 'left out' });
  const { date, office, status } = list.filters;
  const today = kstDayOf(new Date());
  const bookings = useQuery(bookingsQuery({ date, office, status }));
  const apply = (next: { date: string }) => list.apply(next);

  return (
    <ConsoleList
      title="쇼룸 예약"
      description="하루의 쇼룸 방문 예약을 시간순으로 봅니다. 방문 당일부터 방문 완료·노쇼를 표시하고, 예약 취소 시 고객에게 알림톡이 갑니다. 인증 대기는 고객이 휴대폰 인증번호를 아직 입력하지 않은 예약으로, 10분 안에 인증하지 않으면 목록에서 사라집니다. 모든 처리는 감사 로그에 남습니다."
      actions={
        <>
          <Button variant="secondary" onClick={() => apply({ date: addCalendarDays(date, -1) })}>
            이전 날
          </Button>
          <Button variant="secondary" onClick={() => apply({ date: today })}>
            오늘
          </Button>
          <Button variant="secondary" onClick={() => apply({ date: addCalendarDays(date, 1) })}>
            다음 날
          </Button>
        </>
      }
      label="예약 검색"
      search={{
        onSearch: list.search,
        formKey: list.formKey,
        submitLabel: '보기',
        fields: (
          <>
            <label className={styles.field}>
              방문일
              <input type="date" name="date" defaultValue={date} />
            </label>
            <SelectField label="쇼룸" name="office" defaultValue={office ?? ''} blank="전체" choices={bookings.data?.offices.map(({ slug, name }) => ({ value: slug, label: name }))} />
            <SelectField label="상태" name="status" defaultValue={status ?? ''} blank="전체" choices={choicesOf(CONSOLE_BOOKING_STATUSES, (value) => BOOKING_STATUS_LABELS[value])} />
          </>
        ),
      }}
      table={{
        query: bookings,
        noun: `${date} 방문 예약`,
        loading: '예약을 불러오는 중',
        empty: `${date} 방문 예약이 없습니다.`,
        columns: ['시간', '쇼룸', '예약자', '인원 · 관심 분야', '요청 사항', '상태', '처리'],
        row: (row) => <BookingRow key={row.bookingNo} row={row} date={date} />,
      }}
    />
  );
}
