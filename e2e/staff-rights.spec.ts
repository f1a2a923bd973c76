import { ADMIN_PASSWORD, consoleNav, createAdmin, signInToConsole } from './console-support';
import { expect, test } from './fixtures';
import { expectAccessible } from './page-checks';
import { stamp } from './support';

// Issue 28 in Chromium: an admin makes a role on the 역할·권한 page with one right (쇼룸 예약)
// and gives it to a new account; that person's console shows only that menu, and the server
// refuses the other sections to their session, whatever the browser asks.

const PASSWORD = 'showroom e2e passphrase';

test('an admin makes a showroom-only role and gives it to a new account, who sees only 쇼룸 예약 and is refused the orders', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const admin = await createAdmin('rights');
  await page.goto('/admin');
  await signInToConsole(page, admin.email, ADMIN_PASSWORD);
  await consoleNav(page).getByRole('link', { name: '직원 관리' }).click();
  await page.getByRole('link', { name: '역할·권한' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '역할·권한' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'ADMIN' })).toContainText('관리자');

  // ADMIN is shown, not edited.
  await page.getByRole('button', { name: '관리자 보기' }).click();
  const adminRole = page.getByRole('dialog', { name: '관리자 역할' });
  await expect(adminRole.getByRole('checkbox', { name: '쇼룸 예약' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(adminRole).toBeHidden();

  const role = { key: `SHOWROOM_${stamp.toUpperCase()}`.slice(0, 30), name: `쇼룸${stamp}`.slice(0, 30) };
  await page.getByRole('button', { name: '역할 만들기' }).click();
  const form = page.getByRole('dialog', { name: '역할 만들기' });
  await form.getByLabel('역할 코드').fill(role.key);
  await form.getByLabel('역할 이름').fill(role.name);
  // From the keyboard: the right's checkbox is reached and ticked like any other.
  await form.getByRole('group', { name: '권한' }).getByRole('checkbox', { name: '쇼룸 예약' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: '쇼룸 예약' })).toBeChecked();
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: role.key });
  await expect(row).toContainText(role.name);
  await expect(row.getByRole('list', { name: `${role.name} 권한` }).getByRole('listitem')).toHaveText(['쇼룸 예약']);
  await expectAccessible(page);

  await page.getByRole('link', { name: '직원 관리' }).first().click();
  await page.getByRole('button', { name: '직원 등록' }).click();
  const staffForm = page.getByRole('dialog', { name: '직원 등록' });
  const person = { email: `showroom-${stamp}@maru.example`, name: `쇼룸담당${stamp}`.slice(0, 30) };
  await staffForm.getByLabel('이메일').fill(person.email);
  await staffForm.getByLabel('이름').fill(person.name);
  await staffForm.getByLabel('역할').selectOption({ label: role.name });
  await staffForm.getByLabel('첫 비밀번호').fill(PASSWORD);
  await staffForm.getByLabel('비밀번호 확인').fill(PASSWORD);
  await staffForm.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText(role.name);
  await page.getByRole('button', { name: '로그아웃' }).click();

  await signInToConsole(page, person.email, PASSWORD);
  await expect(page.getByRole('banner')).toContainText(person.name);
  // Every section needs a right, so the one right opens the one menu, and /admin lands on it.
  await expect(consoleNav(page).getByRole('link')).toHaveText(['쇼룸 예약']);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/bookings/);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
  expect(consoleErrors).toEqual([]);

  // The menu only shows; the server decides: the session's own request for the orders is refused.
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/admin/v1/orders', { credentials: 'include' });
    return { status: response.status, body: (await response.json()) as { code: number } };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.code).not.toBe(0);
  const allowed = await page.evaluate(async () => (await fetch('/api/admin/v1/bookings?date=2026-12-01', { credentials: 'include' })).status);
  expect(allowed).toBe(200);
});
