import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { operatorDesk } from './console-support';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';
import { baseURL } from './playwright.config';
import { call, postJson, stamp } from './support';

// The product page a careful shopper reads before buying (issue 26), on a phone and on a
// desktop: the 상품정보제공고시 table, the one delivery that applies and the delivery and
// returns guide with its fee, breadcrumbs to the category, the reviews line by the price,
// the gallery's swipe and zoom, and an option summary whose names wrap by words.

const COLOUR = '내추럴 오크 원목 오일 마감';
const SIZE = '폭 2100 깊이 950 높이 780 mm 4인용';
const productName = `${stamp} 라운드 원목 패브릭 소파`;

interface Category {
  categoryNo: number;
  categoryName: string;
  categoryList: Category[];
}

interface Made {
  productNo: number;
  parent: Category;
  leaf: Category;
}

let made: Made;

/** A furniture product with a 직접배송 and a 화물 착불 delivery row, a notice, long option names and three pictures. */
async function makeProduct(desk: Page): Promise<Made> {
  const tree = (await call<{ categoryList: Category[] }>(desk, 'GET', '/api/category/v1/all')).data!.categoryList;
  const parent = tree.find((node) => node.categoryName === '가구')!;
  const leaf = parent.categoryList[0]!;
  const seeded = await call<{ productList: { brandNo: number }[] }>(desk, 'POST', '/api/product/v1/search/list', { categorys: [leaf.categoryNo], size: 1 });
  const created = await call<{ productNo: number }>(desk, 'POST', '/api/admin/v1/products', {
    productName,
    brandNo: seeded.data!.productList[0]!.brandNo,
    categoryNo: leaf.categoryNo,
    price: 1_290_000,
    sellingPrice: 1_190_000,
    vatRate: 10,
    deliveries: [
      { method: 'DIRECT', fee: 50_000, freeOver: 1_000_000, payType: 'PREPAY' },
      { method: 'FREIGHT', fee: 45_000, freeOver: null, payType: 'ARRIVAL' },
    ],
    description: '<p>둥근 팔걸이의 원목 소파입니다.</p>',
    searchKeywords: [],
    sampleable: false,
    status: 'ON_SALE',
    displayFrom: null,
    displayUntil: null,
    lowStockThreshold: 5,
    notice: {
      group: 'FURNITURE',
      items: {
        productName: '라운드 원목 패브릭 소파',
        kcCertification: '해당 없음',
        colour: '내추럴 오크',
        components: '소파 본체, 쿠션 2개',
        material: '프레임: 원목 / 커버: 패브릭',
        manufacturer: '소반가구',
        countryOfManufacture: '대한민국',
        size: '폭 2,100 × 깊이 950 × 높이 780 mm',
        deliveryInstallationCost: '직접 배송·설치 포함',
        qualityAssurance: '구입일로부터 1년 무상 A/S',
        afterSales: '마루 고객센터 02-555-0199',
      },
    },
    options: {
      groups: [
        { name: '색상', style: 'SELECT', values: [COLOUR] },
        { name: '크기', style: 'SELECT', values: [SIZE] },
      ],
      combinations: [{ values: [COLOUR, SIZE], extraPrice: 0, stockCnt: 10, stockLostType: 'STOCK_ALIM' }],
    },
  });
  expect(created.code, created.message).toBe(0);
  const productNo = created.data!.productNo;
  await desk.goto(`/admin/products/${productNo}`);
  const files = await Promise.all(
    [
      { r: 200, g: 160, b: 110 },
      { r: 70, g: 110, b: 60 },
      { r: 40, g: 60, b: 150 },
    ].map(async (background, index) => {
      const file = test.info().outputPath(`picture-${index + 1}.png`);
      await sharp({ create: { width: 800, height: 800, channels: 3, background } }).png().toFile(file);
      return file;
    }),
  );
  await desk.getByLabel('사진 올리기').setInputFiles(files);
  await expect(desk.getByRole('list', { name: '상품 사진 순서' }).getByRole('listitem')).toHaveCount(3);
  return { productNo, parent, leaf };
}

// axe on a whole product page and a product with pictures: over the default 30 s on two shared cores.
test.describe.configure({ mode: 'serial', timeout: 75_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, desk } = await operatorDesk(browser, baseURL, 'trust', '/admin/products');
  made = await makeProduct(desk);
  await context.close();
});

const viewports = [
  { label: 'a 360 px phone', use: { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true } },
  { label: 'a 1280 px desktop', use: { viewport: { width: 1280, height: 900 } } },
];

for (const { label, use } of viewports) {
  test.describe(`on ${label}`, () => {
    test.use(use);

    test('states the notice, the one delivery that applies, the guide with its fee, and links up the category trail', async ({ page, consoleErrors }) => {
      await page.goto(`/product/item/${made.productNo}`);
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

      const notice = page.getByRole('region', { name: '상품정보제공고시' }).getByRole('row');
      await expect(notice).toHaveCount(11);
      await expect(notice.first().getByRole('rowheader')).toHaveText('품명');
      await expect(notice.first().getByRole('cell')).toHaveText('라운드 원목 패브릭 소파');
      await expect(notice.nth(1).getByRole('rowheader')).toHaveText('KC 인증 필 유무');

      // The cart ships with the first row; the 화물 착불 row is not offered as if it applied.
      const delivery = page.getByTestId('delivery-statement');
      await expect(delivery).toHaveText('배송 방법직접배송배송비50,000원 선불 (1,000,000원 이상 구매 시 무료)');
      await expect(page.getByRole('region', { name: '배송 정보' })).not.toContainText('45,000원');

      const guide = page.getByRole('region', { name: '배송·교환·반품 안내' });
      await expect(guide).toContainText('이 상품은 직접배송으로 보내 드려요. 배송비: 50,000원 선불 (1,000,000원 이상 구매 시 무료)');
      await expect(guide).toContainText('상품을 받으신 날부터 7일 안에 교환·반품을 신청하실 수 있어요.');
      await expect(guide).toContainText('반품 배송비 50,000원을 내 주세요. 무료 배송으로 받으셨다면 왕복 배송비 100,000원이 들어요.');
      await expect(guide).toContainText('불량·오배송·상품 정보와 다른 경우: 오가는 배송비는 모두 마루가 부담해요.');
      await expect(guide).toContainText('제주 지역은 3,000원, 그 밖의 도서산간 지역은 5,000원의 추가 배송비가 붙어요.');
      await page.getByRole('link', { name: '배송·교환·반품 안내 보기' }).click();
      await expect(guide.getByRole('heading', { level: 2 })).toBeInViewport();

      await expect(page.getByText('아직 리뷰가 없어요', { exact: true })).toBeVisible();
      await expectAccessible(page);
      if (label.includes('phone')) await expectNoHorizontalOverflow(page);

      const crumbs = page.getByRole('navigation', { name: '현재 위치' }).getByRole('link');
      await expect(crumbs).toHaveText(['홈', made.parent.categoryName, made.leaf.categoryName]);
      await crumbs.last().click();
      await expect(page).toHaveURL(new RegExp(`/product/list/${made.leaf.categoryNo}$`));
      expect(consoleErrors).toEqual([]);
    });

    test('shows the stars and count of a reviewed product by its price, linking down to the reviews', async ({ page, consoleErrors }) => {
      const listed = await postJson(page.request, '/api/product/v1/search/list', { sorted: 'RV', size: 1 });
      const reviewed = ((await listed.json()) as { data: { productList: { productNo: number; reviewCnt: number; reviewAvg: number }[] } }).data.productList[0]!;
      expect(reviewed.reviewCnt).toBeGreaterThan(0);
      await page.goto(`/product/item/${reviewed.productNo}`);
      const summary = page.getByRole('link', { name: `평점 ${reviewed.reviewAvg.toFixed(1)}점, 리뷰 ${reviewed.reviewCnt.toLocaleString('ko-KR')}개 보기` });
      await expect(summary).toBeVisible();
      await expect(summary).toContainText(`${reviewed.reviewAvg.toFixed(1)} · 리뷰 ${reviewed.reviewCnt.toLocaleString('ko-KR')}개`);
      // Near the price: in the same column, above the purchase buttons.
      const [summaryBox, nameBox] = await Promise.all([summary.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
      expect(summaryBox!.y - nameBox!.y).toBeLessThan(200);
      await summary.click();
      await expect(page).toHaveURL(/#reviews-heading$/);
      await expect(page.locator('#reviews-heading')).toBeInViewport();
      expect(consoleErrors).toEqual([]);
    });

    test('swipes or steps through the pictures and zooms them, by pointer and by keyboard', async ({ page, consoleErrors }) => {
      await page.goto(`/product/item/${made.productNo}`);
      const track = page.getByRole('region', { name: '상품 사진, 좌우로 넘겨 보세요' });
      await expect(track.getByRole('img')).toHaveCount(3);
      const thumbs = page.getByRole('list', { name: '상품 이미지' }).getByRole('button');
      await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
      const scrolledTo = () => track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth));

      if (label.includes('phone')) {
        // A finger swipe to the left, as the phone's touch screen delivers it.
        const box = (await track.boundingBox())!;
        const session = await page.context().newCDPSession(page);
        const y = Math.round(box.y + box.height / 2);
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
          session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
        await touch('touchStart', Math.round(box.x + box.width * 0.85));
        for (let step = 1; step <= 10; step++) await touch('touchMove', Math.round(box.x + box.width * (0.85 - step * 0.06)));
        await touch('touchEnd', 0);
        await expect.poll(scrolledTo).toBe(1);
        await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
      } else {
        await thumbs.nth(2).click();
        await expect.poll(scrolledTo).toBe(2);
        await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
      }
      const shown = label.includes('phone') ? 2 : 3;

      // A tap on the picture opens the zoom view on that picture; ← → step, Esc closes.
      await track.getByRole('img', { name: `${productName} 이미지 ${shown}` }).click();
      const zoom = page.getByRole('dialog', { name: `${productName} 사진 크게 보기` });
      await expect(zoom).toBeVisible();
      await expect(zoom).toContainText(`${shown} / 3`);
      await page.keyboard.press('ArrowRight');
      await expect(zoom).toContainText(`${(shown % 3) + 1} / 3`);
      await zoom.getByRole('button', { name: '두 배로 확대하기' }).click();
      await expect(zoom.getByRole('button', { name: '원래 크기로 보기' })).toHaveAttribute('aria-pressed', 'true');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(zoom).toBeHidden();

      // Keyboard only: 크게 보기 opens it, Esc closes it and gives focus back.
      const zoomButton = page.getByRole('button', { name: '크게 보기', exact: true });
      await zoomButton.focus();
      await page.keyboard.press('Enter');
      await expect(zoom).toBeVisible();
      await expect(zoom.locator('img')).toHaveAttribute('src', /\/1280\.webp$/);
      await page.keyboard.press('Escape');
      await expect(zoom).toBeHidden();
      await expect(zoomButton).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test('wraps a long option name by words beside an unbroken price', async ({ page, consoleErrors }) => {
      await page.goto(`/product/item/${made.productNo}`);
      await page.locator('fieldset').nth(0).getByRole('button', { name: COLOUR, exact: true }).click();
      await page.locator('fieldset').nth(1).getByRole('button', { name: SIZE, exact: true }).click();
      const line = page.getByRole('list', { name: '선택한 옵션' }).getByRole('listitem');
      await expect(line.getByText(`${COLOUR} / ${SIZE}`, { exact: true })).toBeVisible();
      const measure = (text: string) =>
        line.getByText(text, { exact: true }).evaluate((element) => {
          const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.5;
          return { width: element.getBoundingClientRect().width, lines: Math.round(element.getBoundingClientRect().height / lineHeight), overflows: element.scrollWidth > element.clientWidth };
        });
      const name = await measure(`${COLOUR} / ${SIZE}`);
      // 14 words: one a line would be 14 lines; by words in a sensible width it takes 2 or 3.
      expect(name.width).toBeGreaterThan(200);
      expect(name.lines).toBeLessThanOrEqual(3);
      const price = await measure('1,190,000원');
      expect(price.lines).toBe(1);
      expect(price.overflows).toBe(false);
      if (label.includes('phone')) await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
