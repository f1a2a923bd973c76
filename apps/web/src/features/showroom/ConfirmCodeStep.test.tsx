import { ApiCode, type BookingView } from '@maru/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmCodeStep } from './ConfirmCodeStep';

const pending = (overrides: Partial<BookingView['confirmation']> = {}): BookingView => ({
  bookingNo: 'SR261203123456',
  office: { slug: 'seongsu', name: '마루 성수 쇼룸', address: '서울', phone: '02-0000-0000' },
  date: '2026-12-03',
  time: '14:00',
  startsAt: '2026-12-03T05:00:00.000Z',
  name: '김마루',
  phone: '010-****-5678',
  partySize: 2,
  interests: [],
  memo: '',
  status: 'PENDING',
  statusLabel: '인증 대기',
  createdAt: new Date().toISOString(),
  cancellable: false,
  confirmation: {
    confirmBy: new Date(Date.now() + 10 * 60_000).toISOString(),
    resendAt: new Date(Date.now() + 60_000).toISOString(),
    resendsLeft: 3,
    attemptsLeft: 5,
    sandbox: true,
    ...overrides,
  },
});

/** Answers each POST with the next envelope given. */
function renderStep(booking: BookingView, ...answers: { code: number; message: string; data?: unknown }[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift())));
  vi.stubGlobal('fetch', fetchMock);
  const onConfirmed = vi.fn();
  const onRestart = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ConfirmCodeStep booking={booking} phone="010-1234-5678" onConfirmed={onConfirmed} onRestart={onRestart} />
    </QueryClientProvider>,
  );
  return { fetchMock, onConfirmed, onRestart };
}

afterEach(() => vi.unstubAllGlobals());

describe('the booking’s code step', () => {
  it('asks for six digits on a numeric keypad, says the deadline and where testers find the code, and confirms', async () => {
    const booked = { ...pending(), status: 'BOOKED', statusLabel: '예약 완료', cancellable: true, confirmation: null };
    const { fetchMock, onConfirmed } = renderStep(pending(), { code: ApiCode.BOOKING_CODE_WRONG, message: '인증번호가 맞지 않습니다. (남은 입력 4번)' }, { code: 0, message: 'success', data: booked });
    const user = userEvent.setup();
    const input = screen.getByLabelText('인증번호 6자리') as HTMLInputElement;
    expect([input.inputMode, input.autocomplete, input.maxLength]).toEqual(['numeric', 'one-time-code', 6]);
    expect(screen.getByText(/입력 기한 \d{2}:\d{2}까지/)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('테스트 환경');
    expect(screen.getByRole('link', { name: '메시지 발송함' }).getAttribute('href')).toBe('/sandbox/outbox?to=01012345678');
    expect((screen.getByRole('button', { name: /재전송 \(\d+초 후\)/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '인증하고 예약 확정' }));
    expect(screen.getByRole('alert').textContent).toBe('문자로 받은 인증번호 6자리를 입력해 주세요.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(input, '12a34-56');
    expect(input.value).toBe('123456');
    await user.click(screen.getByRole('button', { name: '인증하고 예약 확정' }));
    expect((await screen.findByRole('alert')).textContent).toContain('남은 입력 4번');
    await user.click(screen.getByRole('button', { name: '인증하고 예약 확정' }));
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(booked));
    expect(JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toEqual({ bookingNo: 'SR261203123456', phone: '010-1234-5678', code: '123456' });
  });

  it('resends when the minute has passed, and offers a new booking once the booking lapsed', async () => {
    const { onRestart } = renderStep(pending({ resendAt: new Date(Date.now() - 1000).toISOString(), resendsLeft: 1 }), { code: 0, message: 'success', data: pending({ resendAt: null, resendsLeft: 0 }) }, { code: ApiCode.BOOKING_CODE_LOCKED, message: '인증번호를 5번 잘못 입력해 예약이 취소되었습니다. 처음부터 다시 예약해 주세요.' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '인증번호 재전송' }));
    expect((await screen.findByRole('status')).textContent).toContain('새 인증번호를 보냈어요');
    expect((screen.getByRole('button', { name: '재전송 횟수를 모두 썼어요' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('인증번호 6자리'), '000000');
    await user.click(screen.getByRole('button', { name: '인증하고 예약 확정' }));
    expect((await screen.findByRole('alert')).textContent).toContain('5번 잘못 입력해');
    expect(screen.queryByLabelText('인증번호 6자리')).toBeNull();
    await user.click(screen.getByRole('button', { name: '처음부터 다시 예약' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('says the booking lapsed once its ten minutes are over, without asking the server', () => {
    renderStep(pending({ confirmBy: new Date(Date.now() - 1000).toISOString() }));
    expect(screen.getByRole('alert').textContent).toContain('인증 시간 10분이 지나');
    expect(screen.getByRole('button', { name: '처음부터 다시 예약' })).toBeTruthy();
  });
});
