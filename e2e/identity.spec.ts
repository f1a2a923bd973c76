import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newMember, PASSWORD as SUPPORT_PASSWORD, stamp as supportStamp } from './support';

// Sign-up, sign-in, my page and sign-out in real Chromium against the server's own
// sandboxes (PortOne identity verification, Kakao and Naver). The database is kept between
// runs, so every account here is new: e-mail, name and nickname carry a per-run stamp.

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Maru2024!e2e';

interface Person {
  email: string;
  nickName: string;
  /** The sandbox tells people apart by name, birthday and gender. */
  name: string;
}

const personFor = (label: string): Person => ({
  email: `${label}-${stamp}@example.com`,
  nickName: `${label}${stamp}`.slice(0, 20),
  name: `테스트${label}${stamp}`.slice(0, 30),
});

/** Ticks every consent and verifies in the sandbox popup (desktop viewport). */
async function consentAndVerify(page: Page, person: Person) {
  await expect(page.getByRole('heading', { name: '회원가입', level: 1 })).toBeVisible();
  // A provider's redirect lands here without page.goto, which waits for the app: a box ticked on
  // the server-rendered page before hydration is un-ticked again by React (seen under load).
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.getByLabel('전체 동의 (선택 항목 포함)').check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '휴대폰 본인인증하고 계속하기' }).click();
  const popup = await popupOpened;
  await expect(popup.getByText('테스트 환경', { exact: false }).first()).toBeVisible();
  await popup.getByLabel('이름').fill(person.name);
  await popup.getByLabel('휴대폰 번호').fill('010-5555-1234');
  await popup.getByLabel('생년월일').fill('1990-05-05');
  await popup.getByLabel('성별').selectOption('male');
  await popup.getByRole('button', { name: '인증하기' }).click();
  await expect(page).toHaveURL(/\/join\/profile/);
}

async function fillProfileAndJoin(page: Page, person: Person) {
  await expect(page.getByRole('heading', { name: '회원 정보 입력' })).toBeVisible();
  await expect(page.getByText(person.name)).toBeVisible();
  await page.getByLabel('이메일 (필수)', { exact: true }).fill(person.email);
  const password = page.getByLabel('비밀번호 (필수)', { exact: true });
  await password.fill('short');
  await expect(page.getByRole('listitem').filter({ hasText: '특수문자 포함' })).toContainText('미충족');
  await password.fill(PASSWORD);
  await expect(page.getByRole('listitem').filter({ hasText: '특수문자 포함' })).toContainText('충족');
  await page.getByLabel('비밀번호 확인 (필수)', { exact: true }).fill(PASSWORD);
  await page.getByLabel('닉네임 (필수)', { exact: true }).fill(person.nickName);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('heading', { name: '회원가입이 완료되었습니다' })).toBeVisible();
}

async function signIn(page: Page, person: Person) {
  await page.getByLabel('이메일', { exact: true }).fill(person.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function signOutFromMypage(page: Page) {
  await page.goto('/mypage');
  const guestIdRequested = page.waitForRequest((request) => request.url().endsWith('/api/oauth/v1/guest/token') && request.method() === 'POST');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await guestIdRequested;
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'tms_signed')).toBe(false);
}

/** On the provider sandbox page: a typed-in person is the same provider account on every run with that e-mail. */
async function approveAsTypedPerson(page: Page, provider: string, person: Person) {
  await expect(page.getByRole('heading', { name: `${provider} 로그인` })).toBeVisible();
  await page.getByLabel('직접 입력').check();
  await page.getByLabel('이름').fill(person.name);
  await page.getByLabel('이메일').fill(person.email);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
}

test.describe.serial('identity with e-mail and password', () => {
  const member = personFor('mail');

  test('signs up through the verification popup, signs in, sees the profile and signs out', async ({ page }) => {
    // Uncaught exceptions only: the home page this flow passes through belongs to other work.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.goto('/join');
    await consentAndVerify(page, member);
    await fillProfileAndJoin(page, member);

    await page.getByRole('link', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, member);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/mypage/profile');
    await expect(page.getByRole('heading', { name: '내 정보' })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await expect(page.getByText(member.name)).toBeVisible();
    await expect(page.getByLabel('닉네임 (필수)', { exact: true })).toHaveValue(member.nickName);

    await signOutFromMypage(page);
    expect(pageErrors).toEqual([]);
  });

  test('a guest opening /mypage signs in and comes back to my page', async ({ page }) => {
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fmypage$/);
    await signIn(page, member);
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByText(`${member.nickName}님, 안녕하세요.`)).toBeVisible();
  });

  test('a signed-in member opening /login is sent home', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, member);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('explains refusals in Korean and marks the test environment', async ({ page }) => {
    await page.goto('/login');
    // The mark waits for the providers' answer (auth/providers-loader.ts); when that call fails
    // the page is drawn without it and the query's retry brings it a little later (CI,
    // 2026-12-07: not there within 7 s, there in the failure's snapshot).
    await expect(page.getByRole('note')).toContainText('테스트 환경', { timeout: 20_000 });
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByLabel('이메일', { exact: true })).toBeFocused();
    await expect(page.getByText('이메일을 입력해 주세요.')).toBeVisible();

    await page.getByLabel('이메일', { exact: true }).fill(`nobody-${stamp}@example.com`);
    await page.getByLabel('비밀번호', { exact: true }).fill('whatever1!');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('가입되지 않은 이메일입니다');

    await page.getByLabel('이메일', { exact: true }).fill(member.email);
    await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password1!');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 일치하지 않습니다');
  });
});

for (const { channel, provider, button } of [
  { channel: 'kakao', provider: '카카오', button: '카카오로 로그인' },
  { channel: 'naver', provider: '네이버', button: '네이버로 로그인' },
] as const) {
  test(`signs up with the ${channel} sandbox, then signs in with it`, async ({ page }) => {
    const person = personFor(channel);
    await page.goto('/login');
    await page.getByRole('button', { name: button }).click();
    await approveAsTypedPerson(page, provider, person);

    // Not linked yet: sign-up starts with the provider's e-mail filled in.
    await expect(page).toHaveURL(/\/join/);
    await consentAndVerify(page, person);
    await expect(page.getByLabel('이메일 (필수)', { exact: true })).toHaveValue(person.email);
    await fillProfileAndJoin(page, person);

    await page.getByRole('link', { name: '로그인하기' }).click();
    await page.getByRole('button', { name: button }).click();
    await approveAsTypedPerson(page, provider, person);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mypage');
    await expect(page.getByText(`${person.nickName}님, 안녕하세요.`)).toBeVisible();
    await signOutFromMypage(page);
  });
}

test('the social return refuses a missing authType or authToken', async ({ page }) => {
  await page.goto('/auth/callback?channel=kakao&authToken=x');
  await expect(page.getByRole('alert')).toHaveText('query string error');
  await page.goto('/auth/callback?channel=kakao&authType=signin');
  await expect(page.getByRole('alert')).toContainText('authToken');
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** On a phone the sandbox takes over the tab and returns through /verify/callback. */
async function verifyInSameTab(page: Page, person: Person, phone: string) {
  await expect(page).toHaveURL(/\/sandbox\/portone\/certify/);
  await page.getByLabel('이름').fill(person.name);
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByLabel('생년월일').fill('1990-05-05');
  await page.getByLabel('성별').selectOption('male');
  await page.getByRole('button', { name: '인증하기' }).click();
}

test('on a phone: signs up and changes the phone number by redirect, requests business membership and withdraws', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const person = personFor('phone');

  await page.goto('/join');
  await page.getByLabel('전체 동의 (선택 항목 포함)').check();
  await page.getByRole('button', { name: '휴대폰 본인인증하고 계속하기' }).click();
  await verifyInSameTab(page, person, '010-5555-1234');
  await expect(page).toHaveURL(/\/join\/profile$/);
  await fillProfileAndJoin(page, person);
  await page.getByRole('link', { name: '로그인하기' }).click();
  await signIn(page, person);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/mypage/profile');
  await page.getByRole('link', { name: '휴대폰 번호 변경 (본인인증)' }).click();
  await page.getByRole('button', { name: '본인인증 시작' }).click();
  await verifyInSameTab(page, person, '010-7777-8888');
  await expect(page).toHaveURL(/\/mypage\/profile$/);
  await expect(page.getByText('휴대폰 번호를 변경했습니다.')).toBeVisible();
  await expect(page.getByText(/8888/)).toBeVisible();

  await page.goto('/mypage/member/business');
  await page.getByLabel('상호(법인명) (필수)').fill('마루테스트');
  await page.getByLabel('사업자등록번호 (필수)').fill('2208162518');
  await page.getByLabel('대표자명 (필수)').fill('홍길동');
  await page.getByLabel('업태 (필수)').fill('도소매');
  await page.getByLabel('종목 (필수)').fill('가구');
  await page.getByRole('button', { name: '전환 신청' }).click();
  await expect(page.getByLabel('사업자등록번호 (필수)')).toBeFocused();
  await expect(page.getByText('올바른 사업자등록번호가 아닙니다.', { exact: false })).toBeVisible();
  await page.getByLabel('사업자등록번호 (필수)').fill('2208162517');
  await expect(page.getByLabel('사업자등록번호 (필수)')).toHaveValue('220-81-62517');
  await page.getByRole('button', { name: '전환 신청' }).click();
  await expect(page.getByRole('heading', { name: '신청 상태: 심사 중' })).toBeVisible();

  await page.goto('/mypage/profile/withdrawal');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page.getByLabel('안내 사항을 모두 확인했으며, 회원 탈퇴에 동의합니다.')).toBeFocused();
  await page.getByLabel('안내 사항을 모두 확인했으며, 회원 탈퇴에 동의합니다.').check();
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await signIn(page, person);
  await expect(page.getByRole('alert')).toContainText('탈퇴한 계정입니다');
  await context.close();
});

// The test-environment note and both sign-in buttons sit on these pages; on a phone they wrap
// and stack, and each must stay readable (issue 24 found the note failing colour contrast).
for (const path of ['/login', '/join']) {
  test(`${path} on a 360 px phone passes axe, the test-environment note included`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('note')).toContainText('테스트 환경');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
}

test('a member who forgot the password finds the account by verification and sets a new one', async ({ page }) => {
  await page.goto('/login');
  const email = await newMember(page, 'forgot');
  await page.getByRole('link', { name: '아이디·비밀번호 찾기' }).click();
  await expect(page.getByRole('heading', { name: '아이디·비밀번호 찾기', level: 1 })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '휴대폰 본인인증으로 찾기' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('이름').fill(`forgot${supportStamp}`.slice(0, 30));
  await popup.getByLabel('휴대폰 번호').fill('010-5555-1234');
  await popup.getByLabel('생년월일').fill('1990-05-05');
  await popup.getByLabel('성별').selectOption('male');
  await popup.getByRole('button', { name: '인증하기' }).click();

  const account = page.getByRole('definition').first();
  await expect(account).toHaveText(`${email.slice(0, 2)}${'*'.repeat(email.indexOf('@') - 2)}@example.com`);
  await page.getByLabel('새 비밀번호 (필수)', { exact: true }).fill(PASSWORD);
  await page.getByLabel('새 비밀번호 확인 (필수)', { exact: true }).fill('Another2024!e2e');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
  await page.getByLabel('새 비밀번호 (필수)', { exact: true }).fill('Another2024!e2e');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호를 변경했습니다.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: '로그인하기' }).click();
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(SUPPORT_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('Another2024!e2e');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone, the account is found after the provider returns in the same tab', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  const email = await newMember(page, 'forgotphone');
  await page.goto('/login/find');
  await page.getByRole('button', { name: '휴대폰 본인인증으로 찾기' }).click();
  await verifyInSameTab(page, { email, nickName: '', name: `forgotphone${supportStamp}`.slice(0, 30) }, '010-5555-1234');
  await expect(page).toHaveURL(/\/login\/find$/);
  await expect(page.getByRole('definition').first()).toHaveText(`${email.slice(0, 2)}${'*'.repeat(email.indexOf('@') - 2)}@example.com`);
  await expect(page.getByRole('heading', { name: '새 비밀번호 설정' })).toBeVisible();
  await context.close();
});
