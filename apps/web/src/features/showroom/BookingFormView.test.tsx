import { ApiCode, type AvailabilityView, type OfficeView, SLOT_REFUSAL_MESSAGES, type SlotsView } from '@maru/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, testQueryClient } from '@/test/render-app';
import { BookingFormView } from './BookingFormView';

// The booking form's pickers and starting values (issue 26), against a stubbed API.

const office = { slug: 'seongsu', name: '마루 성수 쇼룸', weeklyClosed: '매주 월요일', capacityPerSlot: 4 } as OfficeView;

const slot = (time: string, remaining: number) => ({ time, startsAt: `2026-12-03T0${Number(time.slice(0, 2)) - 9}:00:00.000Z`, remaining, available: remaining > 0 });
/** Two weeks from Wednesday 2026-12-02: Monday closed, Friday a holiday, Saturday full. */
const availability: AvailabilityView = {
  capacity: 4,
  firstDate: '2026-12-02',
  lastDate: '2027-01-31',
  days: Array.from({ length: 14 }, (_, index) => {
    const date = `2026-12-${String(2 + index).padStart(2, '0')}`;
    if (date === '2026-12-07' || date === '2026-12-14') return { date, closedReason: SLOT_REFUSAL_MESSAGES.WEEKLY_CLOSED, full: false, slots: [] };
    if (date === '2026-12-04') return { date, closedReason: SLOT_REFUSAL_MESSAGES.HOLIDAY, full: false, slots: [] };
    if (date === '2026-12-05') return { date, closedReason: null, full: true, slots: [slot('11:00', 0)] };
    return { date, closedReason: null, full: false, slots: [slot('10:00', 4), slot('11:00', 0), slot('12:00', 2)] };
  }),
};
const slotsOf = (date: string): SlotsView => ({ date, closedReason: null, capacity: 4, firstDate: '2026-12-02', lastDate: '2027-01-31', slots: [slot('10:00', 4), slot('11:00', 0), slot('12:00', 2)] });
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });

function renderForm(answers: { visitor?: unknown; book?: { code: number; message: string } } = {}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/availability')) return envelope(availability);
    if (url.pathname.endsWith('/slots')) return envelope(slotsOf(url.searchParams.get('date')!));
    if (url.pathname.endsWith('/bookings/visitor')) return envelope(answers.visitor);
    if (url.pathname.endsWith('/bookings') && answers.book) return new Response(JSON.stringify(answers.book), { headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify({ code: 101, message: 'not found' }), { status: 404 });
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <BookingFormView office={office} onBooked={vi.fn()} />
    </QueryClientProvider>,
  );
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the booking form’s date and time pickers', () => {
  it('shows two weeks from the server’s today, closed and full days disabled with the reason', async () => {
    const { calls } = renderForm();
    const dates = await screen.findByRole('group', { name: '방문 날짜' });
    await within(dates).findAllByRole('radio');
    const day = (label: string) => {
      const radio = within(dates).getByRole('radio', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
      return [radio.disabled, radio.closest('label')!.querySelector('small')!.textContent];
    };
    expect(day('12월 7일 \\(월\\)')).toEqual([true, '휴무']);
    expect(day('12월 4일 \\(금\\)')).toEqual([true, '휴무']);
    expect(day('12월 5일 \\(토\\)')).toEqual([true, '마감']);
    expect(day('12월 3일 \\(목\\)')).toEqual([false, '예약 가능']);
    expect(within(dates).getAllByRole('radio')).toHaveLength(14);
    // The browser's clock decides nothing: the first call names no day.
    expect(calls[0]).toBe('GET /api/showroom/v1/offices/seongsu/availability');
    expect((screen.getByRole('button', { name: '이전 2주' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the chosen day’s slots with full ones disabled', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('radio', { name: /^12월 3일/ }));
    const times = await screen.findByRole('group', { name: '방문 시간' });
    await waitFor(() => expect(within(times).getAllByRole('radio')).toHaveLength(3));
    expect((within(times).getByRole('radio', { name: /11:00/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(times).getByRole('radio', { name: /12:00/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('pages to the next two weeks from the last day shown', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    await user.click(await screen.findByRole('button', { name: '다음 2주' }));
    await waitFor(() => expect(calls).toContain('GET /api/showroom/v1/offices/seongsu/availability?from=2026-12-16'));
  });
});

describe('the booking form’s starting values', () => {
  it('fills a signed-in member’s name and phone', async () => {
    signIn();
    renderForm({ visitor: { name: '김마루', phone: '010-2345-6789' } });
    await waitFor(() => expect((screen.getByLabelText('예약자 이름') as HTMLInputElement).value).toBe('김마루'));
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('010-2345-6789');
  });

  it('asks nothing for a guest, whose fields start empty', async () => {
    const { calls } = renderForm();
    await screen.findByRole('group', { name: '방문 날짜' });
    expect((screen.getByLabelText('예약자 이름') as HTMLInputElement).value).toBe('');
    expect(calls.some((call) => call.includes('/visitor'))).toBe(false);
  });

  it('shows the refusal of a second booking of the same slot and keeps the choice', async () => {
    signIn();
    const user = userEvent.setup();
    renderForm({ visitor: { name: '김마루', phone: '010-2345-6789' }, book: { code: ApiCode.BOOKING_MEMBER_SAME_SLOT, message: '같은 시간에 이미 예약하신 방문이 있습니다. 다른 시간을 선택하시거나 예약 확인 · 취소에서 확인해 주세요.' } });
    await user.click(await screen.findByRole('radio', { name: /^12월 3일/ }));
    await user.click(await screen.findByRole('radio', { name: /12:00/ }));
    await waitFor(() => expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('010-2345-6789'));
    await user.click(screen.getByRole('checkbox', { name: /동의/ }));
    await user.click(screen.getByRole('button', { name: '방문 예약하기' }));
    expect((await screen.findByRole('alert')).textContent).toContain('같은 시간에 이미 예약하신 방문이 있습니다.');
    expect((screen.getByRole('radio', { name: /12:00/ }) as HTMLInputElement).checked).toBe(true);
  });
});
