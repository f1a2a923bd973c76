import { devices, type Browser, type Page } from '@playwright/test';
import { operatorDesk } from './console-support';
import { expect, test } from './fixtures';
import { signedInMember } from './order-support';
import { expectAccessible } from './page-checks';
import { stamp } from './support';

// The content console (issue 27) in real Chromium: (a) an operator schedules a top banner for
// members on mobile, starting now, and moves it first: a member at 360 px sees it in the shop,
// a guest on the same phone does not, and a member on a 1280 px PC does not; (b) an operator
// publishes a notice, which the shop's notice list shows, and a policy version effective a few
// seconds ahead: the shop keeps the version in force and lists the coming one only once its
// time has come (the server runs on the real clock here; the switch on its date is proven with
// a controlled clock in policy-console.test.ts). axe on every console page used.

/** The Korean wall-clock time `ms` from now, as a datetime-local field takes it (with seconds). */
const koreanLocal = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 19);

const PHONE = { ...devices['Pixel 5'], viewport: { width: 360, height: 780 } };

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  return context.newPage();
}

const topBanner = (page: Page) => page.getByRole('complementary', { name: '알림 배너' });

test('an operator schedules a banner for members on mobile: a member at 360 px sees it, a guest and a member on a PC do not', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const words = `모바일 회원 혜택 ${stamp}`;
  const { context, desk } = await operatorDesk(browser, baseURL, 'banners', '/admin/banners');
  await expect(desk.getByRole('heading', { name: '배너 관리', level: 1 })).toBeVisible();
  await expectAccessible(desk);

  await desk.getByRole('link', { name: '새 배너 만들기' }).click();
  await expect(desk.getByRole('heading', { name: '새 배너', level: 1 })).toBeVisible();
  const form = desk.getByRole('form', { name: '배너 정보' });
  await form.getByLabel('배너 문구 (HTML)').fill(`<strong>${words}</strong>`);
  await form.getByLabel('링크', { exact: true }).fill('/board/notice');

  // Members (and business members) on a phone, built from the keyboard.
  await form.getByRole('button', { name: '조건 묶음 추가' }).click();
  const state = form.getByRole('group', { name: '묶음 1의 조건 1' });
  await state.getByLabel('종류').selectOption('MEMBER_STATE');
  await state.getByRole('checkbox', { name: '회원', exact: true }).check();
  await state.getByRole('checkbox', { name: '사업자 회원' }).check();
  await form.getByRole('button', { name: '묶음 1에 조건 추가' }).click();
  const device = form.getByRole('group', { name: '묶음 1의 조건 2' });
  await device.getByLabel('종류').selectOption('DEVICE_TYPE');
  await device.getByRole('checkbox', { name: '휴대폰' }).press('Space');
  await expect(device.getByRole('checkbox', { name: '휴대폰' })).toBeChecked();

  // The live check answers at once, with no server call.
  const check = desk.getByRole('region', { name: '어디에 보일까요' });
  await check.getByLabel('쇼핑몰 주소').fill('/product/list');
  await expect(check.getByRole('status')).toContainText('보이지 않습니다');
  await check.getByLabel('회원 상태').selectOption('MEMBER');
  await check.getByLabel('기기').selectOption('mobile');
  await expect(check.getByRole('status')).toContainText('보입니다 (맞는 묶음: 1)');

  await form.getByLabel('게시 상태').selectOption('PUBLISHED');
  await form.getByLabel('시작 (한국 시각)').fill(koreanLocal(-60_000).slice(0, 16));
  await form.getByRole('button', { name: '배너 만들기' }).click();
  await expect(desk.getByText('배너를 만들었습니다. 목록 맨 뒤에 놓였습니다.')).toBeVisible();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(/^배너 \d+$/);
  await expect(desk.getByText('게시 중')).toBeVisible();
  await expectAccessible(desk);

  // First in the order, so the shop tries it before the site-wide banners.
  await desk.getByRole('link', { name: '배너 목록으로' }).click();
  const moveUp = desk.getByRole('button', { name: `${words} 위로` });
  const firstRow = desk.getByRole('row').nth(1);
  // One place a click (each waits for the last move to be saved), until it leads the list.
  await expect(async () => {
    if (!(await firstRow.textContent())?.includes(words)) await moveUp.click();
    await expect(firstRow).toContainText(words, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(desk);
  await context.close();

  // A member on a phone sees it (once the profile has said "member").
  const memberPhone = await phone(browser, baseURL);
  await signedInMember(memberPhone, 'bannerphone');
  await memberPhone.goto('/product/list');
  await expect(topBanner(memberPhone)).toContainText(words, { timeout: 15_000 });
  await memberPhone.context().close();

  // A guest on the same phone does not.
  const guestPhone = await phone(browser, baseURL);
  await guestPhone.goto('/product/list');
  await expect(topBanner(guestPhone)).toBeVisible();
  await expect(topBanner(guestPhone)).not.toContainText(words);
  await guestPhone.context().close();

  // A member on a 1280 px PC does not.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInMember(page, 'bannerpc');
  await page.goto('/product/list');
  await expect(topBanner(page)).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(topBanner(page)).not.toContainText(words);
});

test('an operator publishes a notice and a policy version effective a few seconds ahead: the shop switches only once it is in force', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const noticeTitle = `콘솔 공지 ${stamp}`;
  const { context, desk } = await operatorDesk(browser, baseURL, 'board', '/admin/board');
  await expect(desk.getByRole('heading', { name: '공지·FAQ', level: 1 })).toBeVisible();
  await expectAccessible(desk);

  await desk.getByRole('link', { name: '새 공지 쓰기' }).click();
  const notice = desk.getByRole('form', { name: '공지사항' });
  await notice.getByLabel('제목').fill(noticeTitle);
  await notice.getByLabel('본문 (HTML)').fill('<p>콘솔에서 쓴 <strong>공지</strong>입니다.</p><script>alert(1)</script>');
  await expect(notice.getByRole('figure')).toContainText('콘솔에서 쓴 공지입니다.');
  await notice.getByLabel('게시 상태').selectOption('PUBLISHED');
  await notice.getByRole('button', { name: '공지 저장' }).click();
  await expect(desk.getByText('공지를 게시했습니다. 쇼핑몰 공지사항에 바로 보입니다.')).toBeVisible();
  await expect(desk.getByRole('heading', { name: noticeTitle, level: 1 })).toBeVisible();
  await expectAccessible(desk);

  await page.goto('/board/notice');
  await expect(page.getByRole('link', { name: new RegExp(noticeTitle) })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(noticeTitle) }).click();
  await expect(page.getByText('콘솔에서 쓴 공지입니다.')).toBeVisible();

  // A new version of the guest order terms, from the text in force, effective 15 seconds ahead (time enough to publish it on a busy host).
  await desk.goto('/admin/policies');
  await expect(desk.getByRole('heading', { name: '약관·정책', level: 1 })).toBeVisible();
  await expectAccessible(desk);
  await desk.getByRole('link', { name: '비회원 주문 약관' }).click();
  await desk.getByRole('link', { name: '새 버전 쓰기' }).click();
  const draft = desk.getByRole('form', { name: '약관 본문' });
  const text = draft.getByLabel('본문 (HTML)');
  await expect(text).not.toHaveValue('');
  const marker = `콘솔 개정 ${stamp}`;
  await text.fill(`${await text.inputValue()}<p>${marker}</p>`);
  await expect(draft.getByText(/목차 \d+개: 앵커 h_01부터/)).toBeVisible();
  await draft.getByRole('button', { name: '초안 저장' }).click();
  await expect(desk.getByText('초안을 저장했습니다.', { exact: false })).toBeVisible();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('(초안)');
  await expectAccessible(desk);

  const versionLinks = page.getByRole('navigation', { name: '버전 목록' }).getByRole('link');
  await page.goto('/policy/guest-order');
  await expect(page.getByRole('navigation', { name: '목차' })).toBeVisible();
  await expect(page.getByRole('article')).not.toContainText(marker);
  // A database kept from an earlier run may hold earlier versions already (the list comes with the text).
  const listedBefore = await versionLinks.count();
  const effective = Date.now() + 15_000;
  await desk.getByLabel('시행 일시 (한국 시각)').fill(koreanLocal(effective - Date.now()));
  await desk.getByRole('button', { name: '게시', exact: true }).click();
  await desk.getByRole('dialog', { name: '약관 게시' }).getByRole('button', { name: '게시' }).click();
  await expect(desk.getByText(/게시했습니다\. .*부터 시행됩니다\./)).toBeVisible();
  await expect(desk.getByText('시행 예정')).toBeVisible();
  await context.close();

  // Before its time: the version in force, and the coming one not listed.
  await page.goto('/policy/guest-order');
  await expect(page.getByRole('navigation', { name: '목차' })).toBeVisible();
  await expect(page.getByRole('article')).not.toContainText(marker);
  await expect(versionLinks).toHaveCount(listedBefore);

  // Once in force (and past the page cache's ten seconds): the new text, the earlier one listed at its address.
  await page.waitForTimeout(Math.max(0, effective - Date.now()));
  await expect(async () => {
    await page.goto('/policy/guest-order');
    await expect(page.getByRole('article')).toContainText(marker, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [2_000] });
  const versions = page.getByRole('navigation', { name: '버전 목록' });
  await expect(versionLinks).toHaveCount(Math.max(2, listedBefore + 1));
  await expect(versions.getByRole('link', { name: /현재 시행 중/ })).toHaveAttribute('aria-current', 'page');
  await versions.getByRole('link', { name: '2023년 6월 23일 시행' }).click();
  await expect(page).toHaveURL(/\/policy\/guest-order\?version=\d+$/);
  await expect(page.getByText('지금 보시는 것은 이전 버전입니다.')).toBeVisible();
  await expect(page.getByRole('article')).not.toContainText(marker);
  await expect(page.getByRole('navigation', { name: '목차' }).getByRole('link').first()).toHaveAttribute('href', /\?version=\d+#h_01$/);
});
