import type { Browser } from '@playwright/test';
import { ADMIN_PASSWORD, consoleNav, createAdmin, signInToConsole } from './console-support';
import { expect, test } from './fixtures';
import { call, newMember, PASSWORD, signInOnPage, stamp } from './support';

// The operator console (/admin) in Chromium: its own sign-in, the business-member approval
// and the audit log it leaves, the navigation an operator gets, and a shopper's session
// meaning nothing there. Admins are made by the documented command, while this run's shop
// holds the embedded database (the command connects to the running cluster).

const OPERATOR_PASSWORD = 'operator e2e passphrase';

/** A member who has asked to become a business member, in a browser of their own. */
async function businessApplicant(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto('/');
  const email = await newMember(page, 'biz');
  expect((await call(page, 'POST', '/api/membership/v1/login', { email, password: PASSWORD })).code).toBe(0);
  const companyName = `마루상사${stamp}`;
  const sent = await call(page, 'POST', '/api/mypage/v1/business', { companyName, bizNo: '220-81-62517', ceoName: '김대표', bizType: '도소매', bizItem: '가구' });
  expect(sent.code).toBe(0);
  await context.close();
  return companyName;
}

test('an admin approves a business request in the console, finds it in the audit log, and signs out', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const admin = await createAdmin('admin');
  const companyName = await businessApplicant(browser, baseURL);

  // Straight to a console page: sent to sign in, and back to that page afterwards.
  await page.goto('/admin/business');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fbusiness$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await signInToConsole(page, admin.email, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/business$/);
  await expect(page.getByRole('banner')).toContainText(admin.name);
  await expect(page.getByRole('banner')).toContainText('관리자');
  await expect(consoleNav(page).getByRole('link')).toHaveText(['대시보드', '주문 관리', '회원 관리', '상품 관리', '카테고리·브랜드', '문의 관리', '리뷰 관리', '쿠폰 관리', '기획전 관리', '스타일링 관리', '배너 관리', '홈 화면', '공지·FAQ', '약관·정책', '쇼룸 예약', '사업자 회원 승인', '감사 로그', '직원 관리']);

  const row = page.getByRole('row').filter({ hasText: companyName });
  await expect(row).toContainText('승인 대기');
  const memberId = /회원 #(\d+)/.exec((await row.textContent()) ?? '')?.[1];
  expect(memberId).toBeTruthy();
  await row.getByRole('button', { name: `${companyName} 승인` }).click();
  const dialog = page.getByRole('dialog', { name: '사업자 회원 승인' });
  await expect(dialog).toContainText(companyName);
  await dialog.getByRole('button', { name: '승인하기' }).click();
  await expect(page.getByText(`${companyName}: 승인했습니다.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: '승인', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: companyName })).toContainText('승인');

  await consoleNav(page).getByRole('link', { name: '감사 로그' }).click();
  // The target is its kind over its number; values are in words (the codes are in a tooltip).
  // By its action too: reading the applicants whole left 개인정보 조회 entries on the same target (issue 41).
  const entry = page.getByRole('row').filter({ hasText: '사업자 회원 신청' }).filter({ hasText: `#${memberId}` }).filter({ hasText: '사업자 회원 승인' });
  await expect(entry).toContainText('사업자 회원 승인');
  await expect(entry).toContainText(admin.name);
  await expect(entry).toContainText('이전: 승인 대기');
  await expect(entry).toContainText('이후: 승인');
  await expect(entry).toContainText('사업자 회원 (17)');

  // The log filtered by action keeps the entry; by another action it is gone.
  await page.getByLabel('작업').selectOption({ label: '사업자 회원 승인' });
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/action=business\.approve/);
  await expect(entry).toBeVisible();
  await page.getByLabel('작업').selectOption({ label: '사업자 회원 반려' });
  await page.getByRole('button', { name: '검색' }).click();
  await expect(entry).toHaveCount(0);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('heading', { name: '직원 로그인' })).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Faudit$/);
  expect(consoleErrors).toEqual([]);
});

test('an admin registers an operator, who sees no 직원 관리 and is refused its page', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const admin = await createAdmin('boss');
  await page.goto('/admin');
  await signInToConsole(page, admin.email, ADMIN_PASSWORD);
  await consoleNav(page).getByRole('link', { name: '직원 관리' }).click();
  await page.getByRole('button', { name: '직원 등록' }).click();
  const form = page.getByRole('dialog', { name: '직원 등록' });
  const operator = { email: `operator-${stamp}@maru.example`, name: `운영${stamp}`.slice(0, 30) };
  await form.getByLabel('이메일').fill(operator.email);
  await form.getByLabel('이름').fill(operator.name);
  await form.getByLabel('역할').selectOption({ label: '운영자' });
  await form.getByLabel('첫 비밀번호').fill('short');
  await expect(form).toContainText('12자 이상');
  await form.getByLabel('첫 비밀번호').fill(OPERATOR_PASSWORD);
  await form.getByLabel('비밀번호 확인').fill(OPERATOR_PASSWORD);
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByRole('row').filter({ hasText: operator.email })).toContainText('운영자');
  await page.getByRole('button', { name: '로그아웃' }).click();

  await signInToConsole(page, operator.email, OPERATOR_PASSWORD);
  await expect(page.getByRole('banner')).toContainText(operator.name);
  await expect(page.getByRole('banner')).toContainText('운영자');
  await expect(consoleNav(page).getByRole('link')).toHaveText(['대시보드', '주문 관리', '회원 관리', '상품 관리', '카테고리·브랜드', '문의 관리', '리뷰 관리', '쿠폰 관리', '기획전 관리', '스타일링 관리', '배너 관리', '홈 화면', '공지·FAQ', '약관·정책', '쇼룸 예약', '사업자 회원 승인']);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a shopper signed in to the shop who opens /admin gets the console’s sign-in page, not the console', async ({ page, consoleErrors }) => {
  await page.goto('/login');
  const email = await newMember(page, 'shopper');
  await signInOnPage(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  expect((await call<{ profile: { email: string } }>(page, 'GET', '/api/mypage/v1/profile')).data?.profile.email).toBe(email);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole('heading', { name: '직원 로그인' })).toBeVisible();
  await expect(consoleNav(page)).toHaveCount(0);
  await signInToConsole(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 일치하지 않습니다.');
  await expect(consoleNav(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
