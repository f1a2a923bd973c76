import { operatorDesk } from './console-support';
import { expect, test } from './fixtures';
import { findOptions, signedInMember } from './order-support';
import { expectAccessible } from './page-checks';
import { call, stamp } from './support';

// 쿠폰 관리 (issue 27) in real Chromium: an operator makes a 4,000원 coupon, issues it to the
// members who joined today (a segment: the count first, then a confirmation), which includes a
// member this test has just made; that member finds it at checkout, pays with it, and the
// order's discount is the coupon's. The console's list and coupon pages are axe-checked.

const koreanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

test('an operator issues a new coupon to the members who joined today, and one of them pays with it', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(180_000);
  await signedInMember(page, 'couponee');
  const name = `콘솔 쿠폰 ${stamp}`;

  const { context, desk } = await operatorDesk(browser, baseURL, 'coupons', '/admin/coupons');
  await expect(desk.getByRole('heading', { name: '쿠폰 관리', level: 1 })).toBeVisible();
  await expectAccessible(desk);
  await desk.getByRole('link', { name: '새 쿠폰 만들기' }).click();
  await expect(desk.getByRole('heading', { name: '새 쿠폰' })).toBeVisible();
  const form = desk.getByRole('form', { name: '쿠폰 정보' });
  await form.getByLabel('쿠폰 이름').fill(name);
  await form.getByLabel('혜택 종류').selectOption('AMOUNT');
  await form.getByLabel('할인 금액 (원)').fill('4000');
  await form.getByLabel('받는 방법').selectOption('ISSUE');
  await form.getByLabel('게시 상태').selectOption('PUBLISHED');
  await form.getByLabel('받은 날부터 사용 일수').fill('');
  // Sent without validity: refused inline, nothing created.
  await form.getByRole('button', { name: '쿠폰 만들기' }).click();
  await expect(form.getByLabel('받은 날부터 사용 일수')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('받은 날부터 사용 일수').fill('14');
  await form.getByLabel('받은 날부터 사용 일수').press('Enter');
  await expect(desk.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(desk).toHaveURL(/\/admin\/coupons\/\d+$/);

  // 조건으로 발급: members who joined today, counted before anything is given.
  const segment = desk.getByRole('form', { name: '조건으로 발급' });
  await segment.getByRole('combobox', { name: '대상', exact: true }).selectOption('JOINED');
  await segment.getByLabel('가입일 시작').fill(koreanToday());
  await segment.getByLabel('가입일 끝').fill(koreanToday());
  await segment.getByRole('button', { name: '대상 회원 수 보기' }).click();
  const counted = segment.getByRole('status');
  await expect(counted).toContainText('조건에 맞는 회원');
  const members = Number((await counted.textContent())!.match(/조건에 맞는 회원 ([\d,]+)명/)![1]!.replaceAll(',', ''));
  expect(members).toBeGreaterThanOrEqual(1);
  await expectAccessible(desk);
  await segment.getByRole('button', { name: '조건으로 발급' }).click();
  const confirm = desk.getByRole('dialog', { name: '조건으로 발급' });
  await confirm.getByRole('button', { name: /명에게 발급$/ }).click();
  await expect(desk.getByText(/명에게 발급했습니다/)).toBeVisible();
  const counts = desk.getByRole('region', { name: '발급 현황' });
  await expect(counts).toContainText(/발급[\d,]+장/);
  await expect(counts).not.toContainText(/^발급0장/);
  await expectAccessible(desk);
  await context.close();

  // The member finds it in their coupons and at checkout, and pays with it.
  const mine = await call<{ list: { name: string; memberCouponId: number }[] }>(page, 'GET', '/api/mypage/v1/coupon/list');
  const copy = mine.data!.list.find((coupon) => coupon.name === name);
  expect(copy).toBeDefined();
  const [option] = await findOptions(page.request, 1);
  const sheet = await call<{ sheetNo: string }>(page, 'POST', '/api/order/v1/sheet', { orderType: 'PRODUCT', items: [{ productNo: option!.productNo, optionGroupSeq: option!.itemGroupSeq, qty: 1 }] });
  expect(sheet.code, sheet.message).toBe(0);
  await page.goto(`/order/checkout?sheetNo=${sheet.data!.sheetNo}`);
  await page.getByRole('radio', { name: '새 배송지' }).check();
  await page.getByLabel('받는 분').fill('김쿠폰');
  await page.getByLabel('연락처').fill('01098765432');
  await page.getByRole('button', { name: '주소 검색' }).click();
  const postcode = page.getByRole('dialog', { name: '우편번호 찾기' });
  await postcode.getByRole('searchbox', { name: '도로명, 건물명 또는 지번' }).fill('서울');
  await postcode.getByRole('button', { name: '검색', exact: true }).click();
  await postcode.getByRole('list', { name: '주소 검색 결과' }).getByRole('button').first().click();
  await page.getByLabel('상세 주소').fill('101동 1001호');
  const couponSelect = page.getByTestId('benefit-section').getByLabel('상품 쿠폰');
  await couponSelect.selectOption(String(copy!.memberCouponId));
  await expect(page.getByTestId('coupon-discount')).toHaveText('-4,000원');
  await expect(page.getByText('결제 금액을 다시 계산하고 있습니다…')).toHaveCount(0);
  await page.getByLabel('[필수] 주문 내용을 확인했으며 결제에 동의합니다').check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await (await popupOpened).getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
  const orderNo = (await page.getByTestId('order-no').textContent())!.trim();
  const paid = await call<{ amounts: { couponDiscount?: number } }>(page, 'GET', `/api/order/v1/${orderNo}`);
  expect(paid.data!.amounts.couponDiscount).toBe(4_000);
  const used = await call<{ list: { name: string; usedOrderNo: string | null }[] }>(page, 'GET', '/api/mypage/v1/coupon/list?status=used');
  expect(used.data!.list.find((coupon) => coupon.name === name)?.usedOrderNo).toBe(orderNo);
  expect(consoleErrors).toEqual([]);
});
