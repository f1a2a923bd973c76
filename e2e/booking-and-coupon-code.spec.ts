import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { productWithCoupon } from './benefits-support';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { runPhone } from './showroom-support';
import { call, newMember, signInOnPage, stamp } from './support';

// Issue 26 in real Chromium: a signed-in member finds the booking form filled with their name
// and phone, closed days not choosable, books, and is refused the same slot again; and a
// member types an event code in my page's coupons and at checkout, where it is applied at once.
// Days come from the server's own availability answer (its clock), never from the test's.

const repoRoot = path.resolve(import.meta.dirname, '..');
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 800 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

interface Availability {
  days: { date: string; closedReason: string | null; full: boolean; slots: { time: string; available: boolean; remaining: number }[] }[];
}

/** Sets the member's verified phone, as a verification of the member's own phone would (the sandbox verifies everyone with one number). */
async function giveMemberPhone(email: string, phone: string): Promise<void> {
  const dataDir = path.resolve(repoRoot, process.env.E2E_DATA_DIR ?? 'e2e/.data');
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ connectionString: `postgres://maru:maru@127.0.0.1:${port}/maru` });
  await client.connect();
  try {
    expect((await client.query('update member set phone = $1 where email = $2', [phone, email])).rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

async function signedInMember(page: Page, label: string): Promise<{ email: string; name: string }> {
  await page.goto('/');
  const email = await newMember(page, label);
  await page.goto('/login');
  await signInOnPage(page, email);
  await expect(page).toHaveURL('/');
  // The name newMember verified with (support.ts).
  return { email, name: `${label}${stamp}`.slice(0, 30) };
}

/** The kst dates ahead as 12월 3일 (목) style labels' start, as the picker names them. */
const dayName = (date: string) => new RegExp(`^${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 `);

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`on a ${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('a member finds the booking form filled, closed days disabled, books, and cannot book the same slot again', async ({ page, request, consoleErrors }) => {
      test.setTimeout(180_000);
      // A short label: the form takes names of up to 20 characters.
      const member = await signedInMember(page, `bk${name.slice(0, 1)}`);
      const phone = runPhone().replace(/(\d{3})(\d{4})(\d{4})/, '$1-$2-$3');
      await giveMemberPhone(member.email, phone.replaceAll('-', ''));

      const answer = (await (await request.get('/api/showroom/v1/offices/seongsu/availability')).json()) as { data: Availability };
      const closed = answer.data.days.find((day) => day.closedReason !== null && !day.closedReason.includes('지난'));
      // Two places left at least: after this member's booking the slot must still be open, so
      // the second try is refused as the same member's, not disabled as full (the browser
      // tests' database is kept between runs, and earlier runs' members fill slots).
      const roomy = (slot: { available: boolean; remaining: number }) => slot.available && slot.remaining >= 2;
      const open = answer.data.days.find((day, index) => index >= 1 && !day.closedReason && day.slots.some(roomy));
      expect(closed, 'a closed day within two weeks').toBeDefined();
      expect(open, 'an open day with two places left').toBeDefined();
      const time = open!.slots.find(roomy)!.time;

      await page.goto('/showroom/seongsu/booking');
      const form = page.getByRole('form', { name: /방문 예약/ });
      await expect(form.getByLabel('예약자 이름')).toHaveValue(member.name);
      await expect(form.getByLabel('휴대폰 번호')).toHaveValue(phone);
      const dates = form.getByRole('group', { name: '방문 날짜' });
      await expect(dates.getByRole('radio', { name: dayName(closed!.date) })).toBeDisabled();
      await expectAccessible(page);
      await expectNoHorizontalOverflow(page);

      const book = async () => {
        // The radios lie over their labels (see-through), as a tap lands on them.
        await dates.getByRole('radio', { name: dayName(open!.date) }).check();
        await form.getByRole('group', { name: '방문 시간' }).getByRole('radio', { name: new RegExp(`^${time}`) }).check();
        await form.getByRole('checkbox', { name: /개인정보 수집 · 이용에 동의합니다/ }).check();
        await form.getByRole('button', { name: '방문 예약하기' }).click();
      };
      await book();
      await expect(page.getByRole('heading', { name: '방문 예약이 완료되었어요' })).toBeVisible();
      await expect(page.getByTestId('booking-card')).toContainText(`${open!.date.slice(5, 7).replace(/^0/, '')}월`);

      // The same slot again, from a fresh form: refused with the reason, before any code is sent.
      await page.goto('/showroom/seongsu/booking');
      await expect(form.getByLabel('휴대폰 번호')).toHaveValue(phone);
      await book();
      await expect(form.getByRole('alert')).toContainText('같은 시간에 이미 예약하신 방문이 있습니다.');
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('a member types event codes in my coupons and at checkout, where the coupon is applied at once', async ({ page, request, consoleErrors }) => {
      test.setTimeout(180_000);
      const target = await productWithCoupon(request);
      await signedInMember(page, `code${name}`);

      await page.goto('/mypage/coupon');
      const box = page.getByTestId('coupon-code-box');
      await box.getByLabel('쿠폰 코드 등록').fill('nosuchcode');
      await box.getByRole('button', { name: '등록' }).click();
      await expect(box.getByRole('status')).toHaveText('등록할 수 없는 쿠폰 코드입니다. 코드를 다시 확인해 주세요.');
      await box.getByLabel('쿠폰 코드 등록').fill('showroomvisit');
      await box.getByLabel('쿠폰 코드 등록').press('Enter');
      await expect(box.getByRole('status')).toHaveText('‘쇼룸 방문 고객 무료배송’ 쿠폰을 받았습니다.');
      await expect(page.getByTestId('coupon').filter({ hasText: '쇼룸 방문 고객 무료배송' })).toBeVisible();
      await box.getByLabel('쿠폰 코드 등록').fill('SHOWROOMVISIT');
      await box.getByRole('button', { name: '등록' }).click();
      await expect(box.getByRole('status')).toHaveText('이미 받은 쿠폰입니다.');
      await expectAccessible(page);
      await expectNoHorizontalOverflow(page);

      // At checkout, enough of one product for the code coupon's 50,000원 minimum.
      const qty = Math.min(20, Math.max(1, Math.ceil(50_000 / target.sellingPrice)));
      const added = await call(page, 'POST', '/api/cart/v1', { cartType: 'PRODUCT', items: [{ productNo: target.option.productNo, optionGroupSeq: target.option.itemGroupSeq, qty }] });
      expect(added.code, added.message).toBe(0);
      await page.goto('/cart');
      await page.getByRole('button', { name: /주문하기/ }).click();
      await expect(page).toHaveURL(/\/order\/checkout\?sheetNo=/);
      const benefits = page.getByTestId('benefit-section');
      await expect(page.getByTestId('coupon-discount')).toHaveText('0원');
      await benefits.getByLabel('쿠폰 코드 등록').fill('MARUHOME');
      await benefits.getByLabel('쿠폰 코드 등록').press('Enter');
      await expect(benefits.getByRole('status').filter({ hasText: '쿠폰을 받았습니다' })).toHaveText('‘코드 입력 7,000원 할인’ 쿠폰을 받았습니다. 이 주문에 바로 적용합니다.');
      await expect(page.getByTestId('coupon-discount')).toHaveText('-7,000원');
      const chosen = benefits.getByLabel('상품 쿠폰');
      await expect(chosen.locator('option:checked')).toContainText('코드 입력 7,000원 할인');
      // The code box sent nothing to the order: the checkout is still there, unpaid.
      await expect(page).toHaveURL(/\/order\/checkout\?sheetNo=/);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
