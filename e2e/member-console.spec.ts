import type { Browser, BrowserContext, Page } from '@playwright/test';
import { consoleNav, createAdmin, operatorDesk, signInToConsole } from './console-support';
import { expect, test } from './fixtures';
import { expectAccessible } from './page-checks';
import { call, newMember, signInOnPage, stamp } from './support';

// 회원 관리 (issue 28) in Chromium: an admin finds a member and reveals their mobile number with
// a reason, which the audit log then shows; an operator gives points the member sees on my
// page; an operator suspends a member, who is signed out at once and refused sign-in.

const OPERATOR_PASSWORD = 'members operator passphrase';

/** A new member signed in on `page`; answers their e-mail. */
async function member(page: Page, label: string): Promise<string> {
  await page.goto('/');
  const email = await newMember(page, label);
  await page.goto('/login');
  await signInOnPage(page, email);
  await expect(page).toHaveURL('/');
  return email;
}

/** An operator (OPERATOR: right 'members', not 'members.personal') registered by a new admin, signed in on /admin/members in a browser of their own. */
async function operatorOnMembers(browser: Browser, baseURL: string | undefined, label: string): Promise<{ context: BrowserContext; desk: Page }> {
  const { context, desk } = await operatorDesk(browser, baseURL, `${label}boss`, '/admin/members');
  const operator = { email: `${label}-op-${stamp}@maru.example`, name: `운영${label}${stamp}`.slice(0, 30) };
  const created = await call(desk, 'POST', '/api/admin/v1/staff', { ...operator, role: 'OPERATOR', password: OPERATOR_PASSWORD });
  expect(created.code).toBe(0);
  await desk.getByRole('button', { name: '로그아웃' }).click();
  await signInToConsole(desk, operator.email, OPERATOR_PASSWORD);
  await expect(desk.getByRole('banner')).toContainText('운영자');
  await desk.goto('/admin/members');
  return { context, desk };
}

/** Finds the member by e-mail on 회원 관리 and opens their page. */
async function openMember(desk: Page, email: string): Promise<void> {
  await desk.getByRole('searchbox', { name: /검색어/ }).fill(email);
  await desk.getByRole('searchbox', { name: /검색어/ }).press('Enter');
  const table = desk.getByRole('table', { name: '회원 1건' });
  await expect(table).toBeVisible();
  await table.getByRole('link', { name: /상세 보기/ }).click();
  await expect(desk.getByRole('heading', { name: /회원 정보/ })).toBeVisible();
}

test('an admin finds a member, reveals the mobile number with a reason, and sees the reveal in the audit log', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const email = await member(page, 'revealed');
  const admin = await createAdmin('revealer');
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const desk = await context.newPage();
  await desk.goto('/admin/members');
  await signInToConsole(desk, admin.email);
  await expect(consoleNav(desk).getByRole('link', { name: '회원 관리' })).toBeVisible();

  await desk.getByRole('searchbox', { name: /검색어/ }).fill(email);
  await desk.getByRole('searchbox', { name: /검색어/ }).press('Enter');
  const table = desk.getByRole('table', { name: '회원 1건' });
  await expect(table).toContainText('010-****-1234');
  await expect(table).not.toContainText(email);
  await expectAccessible(desk);
  await table.getByRole('link', { name: /상세 보기/ }).click();

  const profile = desk.getByRole('region', { name: /회원 정보/ });
  await expect(profile).toContainText('010-****-1234');
  await expect(profile).not.toContainText('5555');
  await expectAccessible(desk);

  await profile.getByRole('button', { name: '개인정보 보기' }).click();
  const dialog = desk.getByRole('dialog', { name: '개인정보 보기' });
  await dialog.getByRole('button', { name: '사유 남기고 보기' }).click();
  await expect(dialog).toContainText('열람 사유를 2자 이상 입력해 주세요.');
  await expectAccessible(desk);
  const reason = `배송 문의 전화 회신 ${stamp}`;
  await dialog.getByRole('textbox', { name: '열람 사유 (필수)' }).fill(reason);
  await dialog.getByRole('button', { name: '사유 남기고 보기' }).click();
  await expect(dialog).toBeHidden();
  await expect(profile).toContainText(/010-?5555-?1234/);
  await expect(profile).toContainText(email);
  await expect(desk.getByRole('heading', { name: /회원 정보/ })).toBeFocused();

  await consoleNav(desk).getByRole('link', { name: '감사 로그' }).click();
  const entry = desk.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('회원 개인정보 열람');
  await expect(entry).toContainText('휴대폰 번호');
  await expect(entry).toContainText(admin.name);
  await expectAccessible(desk);
  await context.close();
  expect(consoleErrors).toEqual([]);
});

test('an operator gives points with a reason, and the member sees them on my page', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const email = await member(page, 'pointed');
  const { context, desk } = await operatorOnMembers(browser, baseURL, 'points');
  await openMember(desk, email);
  await expect(desk.getByRole('button', { name: '개인정보 보기' })).toHaveCount(0);

  const panel = desk.getByRole('region', { name: '적립금 지급·차감' });
  await panel.getByRole('button', { name: '적립금 지급' }).click();
  await expect(panel.getByRole('textbox', { name: /적립금 \(원\)/ })).toHaveAttribute('aria-invalid', 'true');
  await panel.getByRole('textbox', { name: /적립금 \(원\)/ }).fill('3000');
  const reason = `배송 지연 보상 ${stamp}`;
  await panel.getByRole('textbox', { name: /사유/ }).fill(reason);
  await panel.getByRole('button', { name: '적립금 지급' }).click();
  await expect(desk.getByText('적립금 3,000원을 지급했습니다. 잔액 3,000원')).toBeVisible();
  await expect(desk.getByRole('region', { name: /적립금 내역/ })).toContainText(reason);
  await expectAccessible(desk);
  await context.close();

  await page.goto('/mypage/point');
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('3,000원');
  expect(consoleErrors).toEqual([]);
});

test('an operator suspends a member, who is signed out at once and refused sign-in in Korean', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const email = await member(page, 'suspended');
  await page.goto('/mypage');
  await expect(page).toHaveURL('/mypage');
  const { context, desk } = await operatorOnMembers(browser, baseURL, 'suspend');
  await openMember(desk, email);

  await desk.getByRole('button', { name: '이용 정지' }).click();
  const dialog = desk.getByRole('dialog', { name: '이용 정지' });
  await dialog.getByLabel('정지 사유 구분 (필수)').selectOption({ label: '다른 이용자의 이용 방해' });
  await dialog.getByRole('textbox', { name: '정지 사유 (필수)' }).fill('다른 회원에게 욕설 반복');
  await expectAccessible(desk);
  await dialog.getByRole('button', { name: '이용 정지' }).click();
  await expect(desk.getByText('이용을 정지했습니다. 회원의 로그인이 모두 끝났습니다.')).toBeVisible();
  await expect(desk.getByRole('region', { name: /회원 정보/ })).toContainText('이용 정지');
  await expect(desk.getByRole('button', { name: '정지 해제' })).toBeVisible();

  // The member's next page: signed out (my page sends them to sign in), and sign-in refused.
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login/);
  await signInOnPage(page, email);
  await expect(page.getByText('이용이 제한된 계정입니다. 고객센터로 문의해 주세요.')).toBeVisible();
  await context.close();
  expect(consoleErrors.filter((line) => !/403|Forbidden/.test(line))).toEqual([]);
});
