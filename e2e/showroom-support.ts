import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';

// Showroom browser tests: a bookable slot found through the API, axe, and one change no
// shopper can make (moving a booking to the current hour, so staff may mark it visited),
// made in the run's own embedded database.

const repoRoot = path.resolve(import.meta.dirname, '..');

interface Slots {
  closedReason: string | null;
  slots: { time: string; available: boolean; remaining: number }[];
}

/** The first open slot at `office` at least `fromDays` days ahead (earlier runs may have taken some). */
export async function bookableSlot(request: APIRequestContext, office: string, fromDays = 2): Promise<{ date: string; time: string }> {
  for (let offset = fromDays; offset < 60; offset += 1) {
    const date = new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = (await (await request.get(`/api/showroom/v1/offices/${office}/slots?date=${date}`)).json()) as { data: Slots };
    const slot = answer.data.slots.find((candidate) => candidate.available);
    if (!answer.data.closedReason && slot) return { date, time: slot.time };
  }
  throw new Error(`no bookable slot at ${office}`);
}

/** A mobile number of this run, so the outbox shows only its messages. */
export const runPhone = () => `010${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;

/** Moves a booking to the start of the current hour (today in Korea), through the running shop's PostgreSQL. */
export async function moveBookingToThisHour(bookingNo: string): Promise<void> {
  const dataDir = path.resolve(repoRoot, process.env.E2E_DATA_DIR ?? 'e2e/.data');
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ connectionString: `postgres://maru:maru@127.0.0.1:${port}/maru` });
  await client.connect();
  try {
    const moved = await client.query(`update showroom_booking set starts_at = date_trunc('hour', now()) where booking_no = $1`, [bookingNo]);
    expect(moved.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

export async function outboxTemplates(request: APIRequestContext, phone: string): Promise<string[]> {
  const answer = (await (await request.get(`/sandbox/outbox/messages?to=${phone}`)).json()) as { messages: { template: string }[] };
  return answer.messages.map((message) => message.template).sort();
}

/** The latest booking code sent to a phone, read from the sandbox outbox as a tester would (인증번호 [123456]). */
export async function bookingCodeFor(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/sandbox/outbox/messages?to=${phone}`)).json()) as { messages: { template: string; text: string }[] };
      code = /\[(\d{6})\]/.exec(answer.messages.find((message) => message.template === 'SHOWROOM_CODE')?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Types the code from the outbox into the booking page's code step and confirms. */
export async function confirmWithOutboxCode(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '휴대폰 번호를 확인해 주세요' })).toBeVisible();
  await page.getByLabel('인증번호 6자리').fill(await bookingCodeFor(request, phone));
  await page.getByRole('button', { name: '인증하고 예약 확정' }).click();
}

/**
 * Chooses a visit day in the booking form's two-week picker (issue 26: closed and full days are
 * disabled there), turning to the next two weeks until the day is shown.
 */
export async function chooseVisitDay(page: Page, date: string): Promise<void> {
  const days = page.getByRole('group', { name: '방문 날짜' });
  const day = days.locator(`input[type="radio"][value="${date}"]`);
  await expect(days.locator('input[type="radio"]').first()).toBeAttached();
  for (let turn = 0; turn < 5 && !(await day.count()); turn += 1) {
    await days.getByRole('button', { name: '다음 2주' }).click();
    // The next two weeks arrive from the server; the day is there once they do (or on a later turn).
    await day.waitFor({ state: 'attached', timeout: 3_000 }).catch(() => undefined);
  }
  await day.check();
}
