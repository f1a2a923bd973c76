import { operatorDesk } from './console-support';
import { expect, test } from './fixtures';
import { expectAccessible } from './page-checks';
import { bookableSlot, bookingCodeFor, chooseVisitDay, confirmWithOutboxCode, moveBookingToThisHour, outboxTemplates, runPhone } from './showroom-support';
import { stamp } from './support';

// Showrooms in real Chromium: the public pages (server-rendered, axe-checked), a guest's
// visit booked, confirmed with the code its phone was sent (read from the sandbox outbox),
// then looked up and cancelled with number and phone at 360 px, /route as 오시는 길, and the
// console's bookings marking a visit.

/** 404s of a refused look-up are the answer the test asks for, not a page error. */
const pageErrors = (errors: string[]) => errors.filter((error) => !/status of 404/.test(error));

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a guest books a visit, confirms it with the code sent to the phone, looks it up with number and phone, and cancels it', async ({ page, request, consoleErrors }) => {
    test.setTimeout(90_000);
    const response = await page.goto('/showroom');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '쇼룸' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /마루 성수 쇼룸/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /마루 부산 해운대 쇼룸/ })).toBeVisible();
    await expect(page.getByText('안내 그림').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /마루 성수 쇼룸 위치를 나타낸 안내 그림/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: '마루 성수 쇼룸', exact: true }).click();
    await expect(page).toHaveURL(/\/showroom\/seongsu$/);
    await expect(page.getByRole('heading', { level: 1, name: '마루 성수 쇼룸' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: /1층 · 타일 · 수전 갤러리/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /1층 · 타일 · 수전 갤러리/ })).toBeVisible();
    const firstProduct = page.getByTestId('product-card').first().getByRole('link');
    await expect(firstProduct).toHaveAttribute('href', /^\/product\/item\/\d+$/);
    await expectAccessible(page);

    const { date, time } = await bookableSlot(request, 'seongsu');
    const phone = runPhone();
    await page.goto('/showroom/seongsu/booking');
    await expect(page.getByRole('heading', { level: 1, name: '마루 성수 쇼룸 방문 예약' })).toBeVisible();
    await expectAccessible(page);
    // Sending an empty form names what is missing.
    await page.getByRole('button', { name: '방문 예약하기' }).click();
    await expect(page.getByText('방문 날짜를 선택해 주세요.')).toBeVisible();
    await expect(page.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible();

    await chooseVisitDay(page, date);
    await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
    await page.getByLabel('예약자 이름').fill(`방문객${stamp}`.slice(0, 20));
    await page.getByLabel('휴대폰 번호').fill(phone);
    await page.getByLabel('방문 인원').selectOption({ label: '3명' });
    await page.getByRole('checkbox', { name: '타일', exact: true }).check();
    await page.getByRole('checkbox', { name: '수전', exact: true }).check();
    await page.getByLabel('요청 사항 (선택)').fill('욕실 타일 샘플을 보고 싶어요.');
    await expect(page.getByRole('row', { name: /보유 기간/ })).toContainText('1년');
    await page.getByRole('checkbox', { name: '위 개인정보 수집 · 이용에 동의합니다.' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: '방문 예약하기' }).click();

    // The phone is asked for its code: nothing is confirmed (or counted as a conversion) before.
    await expect(page.getByRole('heading', { name: '휴대폰 번호를 확인해 주세요' })).toBeFocused();
    await expect(page.getByRole('note').filter({ hasText: '인증번호' })).toContainText('테스트 환경');
    await expect(page.getByText(/입력 기한 \d{2}:\d{2}까지/)).toBeVisible();
    await expect(page.getByRole('button', { name: /재전송 \(\d+초 후\)/ })).toBeDisabled();
    const codeField = page.getByLabel('인증번호 6자리');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expectAccessible(page);
    expect(await outboxTemplates(request, phone)).toEqual(['SHOWROOM_CODE']);
    const code = await bookingCodeFor(request, phone);
    await codeField.fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: '인증하고 예약 확정' }).click();
    await expect(page.getByRole('alert')).toContainText('인증번호가 맞지 않습니다');
    expect(await page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'Reservation'))).toEqual([]);
    await confirmWithOutboxCode(page, request, phone);

    await expect(page.getByRole('heading', { name: '방문 예약이 완료되었어요' })).toBeFocused();
    const card = page.getByTestId('booking-card');
    await expect(card).toContainText('예약 완료');
    await expect(card).toContainText('3명');
    const bookingNo = (await card.locator('dt:has-text("예약번호") + dd').textContent())!.trim();
    expect(bookingNo).toMatch(/^SR\d{12}$/);
    // Spec 01 §9: a booked visit is a conversion of type 4.
    const pushed = await page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'Reservation'));
    expect(pushed).toEqual([expect.objectContaining({ conversionType: 4, transaction_id: bookingNo })]);

    await page.getByRole('link', { name: '예약 확인 · 취소' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '쇼룸 예약 확인 · 취소' })).toBeVisible();
    await page.getByRole('textbox', { name: '예약번호' }).fill(bookingNo);
    await page.getByLabel('예약한 휴대폰 번호').fill('010-0000-0000');
    await page.getByRole('button', { name: '예약 조회' }).click();
    await expect(page.getByRole('alert')).toContainText('예약을 찾을 수 없습니다');
    await page.getByLabel('예약한 휴대폰 번호').fill(phone.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3'));
    await page.getByRole('button', { name: '예약 조회' }).click();
    const found = page.getByTestId('booking-card');
    await expect(found).toContainText(bookingNo);
    await expect(found).toContainText('예약 완료');
    await expectAccessible(page);
    await found.getByRole('button', { name: '예약 취소' }).click();
    await found.getByRole('button', { name: '예약 취소 확정' }).click();
    await expect(found).toContainText('예약 취소');
    await expect(found.getByRole('button', { name: '예약 취소' })).toHaveCount(0);

    await expect.poll(() => outboxTemplates(request, phone)).toEqual(['SHOWROOM_BOOKED', 'SHOWROOM_CANCELLED', 'SHOWROOM_CODE']);
    expect(pageErrors(consoleErrors)).toEqual([]);
  });
});

test('/route is 오시는 길 without a path and still forwards with one; unknown showrooms are 404', async ({ page, consoleErrors }) => {
  const directions = await page.goto('/route');
  expect(directions?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '오시는 길' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '대중교통' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /카카오맵에서 열기/ }).first()).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\//);
  await expect(page.getByRole('link', { name: /네이버 지도에서 열기/ }).first()).toHaveAttribute('href', /^https:\/\/map\.naver\.com\//);
  await expectAccessible(page);

  await page.goto('/route?path=%2Fshowroom%2Fhaeundae');
  await expect(page).toHaveURL(/\/showroom\/haeundae$/);
  await expect(page.getByRole('heading', { level: 1, name: '마루 부산 해운대 쇼룸' })).toBeVisible();
  await page.goto('/route?path=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/$/);

  for (const missing of ['/showroom/nowhere', '/showroom/seongsu/9f']) {
    const answer = await page.goto(missing);
    expect(answer?.status(), missing).toBe(404);
  }
  // The server's HTML already holds a floor's products (server rendering).
  const html = await (await page.request.get('/showroom/seongsu/2f')).text();
  expect(html).toContain('리빙 라운지');
  expect(html).toMatch(/href="\/product\/item\/\d+"/);
  expect(pageErrors(consoleErrors)).toEqual([]);
});

test('the console lists the day’s bookings and marks a visit (audited)', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { date, time } = await bookableSlot(request, 'haeundae');
  const name = `방문${stamp}`.slice(0, 20);
  await page.goto('/showroom/haeundae/booking');
  await chooseVisitDay(page, date);
  await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
  await page.getByLabel('예약자 이름').fill(name);
  const phone = runPhone();
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('checkbox', { name: '위 개인정보 수집 · 이용에 동의합니다.' }).check();
  await page.getByRole('button', { name: '방문 예약하기' }).click();
  await confirmWithOutboxCode(page, request, phone);
  const bookingNo = (await page.getByTestId('booking-card').locator('dt:has-text("예약번호") + dd').textContent())!.trim();
  await moveBookingToThisHour(bookingNo);

  const { context, desk } = await operatorDesk(browser, baseURL, 'frontdesk', '/admin/bookings');
  await expect(desk.getByRole('heading', { level: 1, name: '쇼룸 예약' })).toBeVisible();
  await desk.getByLabel('쇼룸').selectOption({ label: '마루 부산 해운대 쇼룸' });
  await desk.getByRole('button', { name: '보기', exact: true }).click();
  const row = desk.getByTestId('booking-row').filter({ hasText: bookingNo });
  await expect(row).toContainText(name);
  await expect(row).toContainText('예약 완료');
  await row.getByRole('button', { name: /방문 완료$/ }).click();
  await expect(row).toContainText('방문 완료');
  await expect(row.getByRole('button', { name: /방문 완료$/ })).toHaveCount(0);

  await desk.goto('/admin/audit');
  await expect(desk.getByRole('table').getByText('쇼룸 방문 완료 처리').first()).toBeVisible();
  await context.close();
});
