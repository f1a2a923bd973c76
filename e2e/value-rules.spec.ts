import { type AdminProductView, type CreateProductRequest, noticeGroupForDepartment } from '@maru/domain';
import { expect, test } from './fixtures';
import { operatorDesk } from './console-support';
import { call, stamp } from './support';

// Issue 41 in real Chromium: an operator types an extra price that would take an option below
// 0원 and sees the field's Korean error under it, the server refuses it too, and the shop's
// product page keeps working (it used to wait for ever on options the server answered 500 for).

test('an operator enters a negative extra price that would make the price negative, sees the field error, and the product page keeps working', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const { context, desk } = await operatorDesk(browser, baseURL, 'values', '/admin/products');
  const choices = (await call<{ brands: { brandNo: number; name: string }[]; categories: { categoryNo: number; path: string; leaf: boolean }[] }>(desk, 'GET', '/api/admin/v1/products/choices')).data!;
  const body: CreateProductRequest = {
    productName: `음수 추가금액 의자 ${stamp}`,
    brandNo: choices.brands.find((brand) => brand.name === '소반가구')!.brandNo,
    categoryNo: choices.categories.find((category) => category.path === '가구 > 수납')!.categoryNo,
    price: 45_000,
    sellingPrice: 45_000,
    vatRate: 10,
    deliveries: [{ method: 'PARCEL', fee: 3_000, freeOver: 50_000, payType: 'PREPAY' }],
    description: '<p>값 규칙 시험</p>',
    searchKeywords: [],
    sampleable: false,
    status: 'ON_SALE',
    displayFrom: null,
    displayUntil: null,
    lowStockThreshold: 5,
    notice: { group: 'FURNITURE', items: Object.fromEntries(noticeGroupForDepartment('FURNITURE').items.map((item) => [item.key, '상세페이지 참조'])) },
    options: {
      groups: [{ name: '색상', style: 'SELECT', values: ['화이트', '월넛'] }],
      combinations: [
        { values: ['화이트'], extraPrice: 0, stockCnt: 5, stockLostType: 'STOCK_ALIM' },
        { values: ['월넛'], extraPrice: 10_000, stockCnt: 5, stockLostType: 'STOCK_ALIM' },
      ],
    },
  };
  const created = await call<AdminProductView>(desk, 'POST', '/api/admin/v1/products', body);
  expect(created.code, created.message).toBe(0);
  const { productNo } = created.data!;

  await desk.goto(`/admin/products/${productNo}`);
  const extra = desk.getByLabel('화이트 추가금액');
  await extra.fill('-60000');
  // The shared rule, as the server checks it, under the field before anything is sent.
  await expect(extra).toHaveAttribute('aria-invalid', 'true');
  await expect(desk.getByText(/옵션 "화이트"의 추가금액\(-60,000원\)을 더하면 .*-45,000원 이상으로 입력해 주세요\./)).toBeVisible();
  await expect(desk.getByRole('button', { name: '화이트 저장' })).toBeDisabled();
  // The server refuses the same value whoever sends it (a script, an old console).
  const refused = await call(desk, 'PATCH', `/api/admin/v1/products/options/${created.data!.options.combinations[0]!.itemGroupSeq}`, { extraPrice: -60_000 });
  expect(refused.message).toContain('-45,000원 이상');
  // −45,000 is the lowest that fits: the error goes and the row saves.
  await extra.fill('-45000');
  await expect(extra).not.toHaveAttribute('aria-invalid', 'true');
  await desk.getByRole('button', { name: '화이트 저장' }).click();
  await expect(desk.getByText('화이트: 저장했습니다.')).toBeVisible();
  await context.close();

  await page.goto(`/product/item/${productNo}`);
  await expect(page.getByRole('heading', { level: 1, name: body.productName })).toBeVisible();
  await expect(page.getByText('옵션을 불러오는 중이에요.')).toHaveCount(0);
  await page.getByRole('button', { name: '월넛', exact: true }).click();
  await expect(page.getByTestId('selection-total')).toContainText('1개');
  expect(consoleErrors).toEqual([]);
});
