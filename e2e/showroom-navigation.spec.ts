import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow } from './page-checks';

// Issue 26 in real Chromium, on a phone and a desktop: the showroom's address and hours read
// the same on the home card, the showroom page, /route and in the footer (all from the
// showroom module); the header and the mobile menu reach 스타일링, 기획전, 쇼룸 and 이벤트, as
// the home page's entry blocks do; the share control hides no product name; the hero
// slider's controls and the footer's business facts never break a line mid-word.

interface Facts {
  slug: string;
  name: string;
  address: string;
  openingHours: string;
  weeklyClosed: string;
}

const SECTIONS = [
  { label: '스타일링', path: '/styling/list' },
  { label: '기획전', path: '/exhibition' },
  { label: '쇼룸', path: '/showroom' },
  { label: '이벤트', path: '/events/invitation' },
] as const;

async function showroomFacts(page: Page): Promise<Facts[]> {
  const answer = await page.request.get('/api/showroom/v1/facts');
  const list = ((await answer.json()) as { data: { list: Facts[] } }).data.list;
  expect(list.length).toBeGreaterThan(1);
  return list;
}

async function expectFacts(place: Locator, office: Facts) {
  await expect(place).toContainText(office.address);
  await expect(place).toContainText(office.openingHours);
  await expect(place).toContainText(office.weeklyClosed);
}

/**
 * How many lines each piece of visible text inside the matched elements takes: per element,
 * or per word (`words`), which must then be 1 for a word not broken in two. Text of visually
 * hidden helpers (a 1 px box) is left out.
 */
function linesOf(locator: Locator, words = false): Promise<{ text: string; lines: number }[]> {
  return locator.evaluateAll((elements, perWord) => {
    const lineCount = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 0.5).map((rect) => Math.round(rect.top))).size;
    const visibleTexts = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) > 1 && node.textContent!.trim()) texts.push(node as Text);
      }
      return texts;
    };
    return elements.flatMap((element) => {
      const texts = visibleTexts(element);
      if (!perWord) {
        const tops = new Set<number>();
        for (const text of texts) {
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) if (rect.width > 0.5) tops.add(Math.round(rect.top));
        }
        return [{ text: element.textContent!.trim(), lines: tops.size }];
      }
      return texts.flatMap((text) =>
        [...text.textContent!.matchAll(/\S+/g)].map((match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          return { text: match[0], lines: lineCount(range) };
        }),
      );
    });
  }, words);
}

const oneLineEach = (measured: { text: string; lines: number }[]) => measured.filter((piece) => piece.lines !== 1);

for (const viewport of [
  { name: '360 px', size: { width: 360, height: 800 }, phone: true },
  { name: '1280 px', size: { width: 1280, height: 900 }, phone: false },
]) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size, ...(viewport.phone ? { isMobile: true, hasTouch: true } : {}) });
    // Each test opens several pages and runs axe on some, on a machine shared by many runs.
    test.describe.configure({ timeout: 120_000 });

    test('the home card, the showroom page, /route and the footer say the same address and hours', async ({ page, consoleErrors }) => {
      const [flagship, ...others] = await showroomFacts(page);
      const footerSays = async () => {
        const footer = page.getByRole('contentinfo');
        for (const office of [flagship!, ...others]) await expectFacts(footer.getByTestId('footer-showroom').filter({ hasText: office.name }), office);
      };

      await page.goto('/');
      const card = page.getByRole('region', { name: '타일은 직접 보면 달라요' });
      await expectFacts(card, flagship!);
      await footerSays();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);

      await page.goto('/showroom');
      const office = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(flagship!.name) }) });
      await expectFacts(office, flagship!);
      await footerSays();
      await expectAccessible(page);

      await page.goto('/route');
      await expect(page.getByRole('heading', { level: 1, name: '오시는 길' })).toBeVisible();
      for (const each of [flagship!, ...others]) {
        await expectFacts(page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(each.name) }) }), each);
      }
      await footerSays();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('the header reaches 스타일링, 기획전, 쇼룸 and 이벤트, and each link lands on its page', async ({ page, consoleErrors }) => {
      for (const section of SECTIONS) {
        await page.goto('/');
        if (viewport.phone) {
          const menuButton = page.getByRole('banner').getByRole('button', { name: '메뉴 열기' });
          await menuButton.click();
          await expect(page.getByRole('banner').getByRole('button', { name: '메뉴 닫기' })).toHaveAttribute('aria-expanded', 'true');
        }
        const sections = page.getByRole('banner').getByRole('navigation', { name: '둘러보기' });
        const link = sections.getByRole('link', { name: section.label, exact: true });
        await expect(link).toBeVisible();
        if (section === SECTIONS[0]) await expectAccessible(page);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${section.path}$`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
        // The menu closes once a page is picked.
        if (viewport.phone) await expect(sections).toBeHidden();
      }
      expect(consoleErrors).toEqual([]);
    });

    test('the home page’s entry blocks lead to the same four sections, each said in a line', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const blocks = page.getByRole('region', { name: '둘러보기' });
      const links = blocks.getByRole('link');
      await expect(links).toHaveCount(SECTIONS.length);
      for (const [index, section] of SECTIONS.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', section.path);
        await expect(links.nth(index)).toContainText(section.label);
        // A short description beside the name, in the polite style of the page.
        await expect(links.nth(index)).toContainText(/요$/);
      }
      await links.filter({ hasText: '쇼룸' }).click();
      await expect(page).toHaveURL(/\/showroom$/);
      await expect(page.getByRole('heading', { level: 1, name: '쇼룸' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('the share control hides no product name in a list', async ({ page, consoleErrors }) => {
      await page.goto('/product/list');
      const names = page.getByTestId('product-card').getByRole('heading');
      await expect(names.first()).toBeVisible();
      const share = page.getByRole('button', { name: '공유하기' });
      await expect(share).toBeEnabled();
      // Where the old floating button sat (the bottom corner of the screen) there is now a card.
      expect(await share.evaluate((button) => getComputedStyle(button).position)).not.toBe('fixed');
      for (const scroll of [0, 0.5, 1]) {
        await page.evaluate((share) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * share), scroll);
        const button = (await share.boundingBox())!;
        const overlapping = await names.evaluateAll(
          (elements, box) =>
            elements
              .map((element) => ({ text: element.textContent, rect: element.getBoundingClientRect() }))
              .filter(({ rect }) => rect.left < box.x + box.width && box.x < rect.right && rect.top < box.y + box.height && box.y < rect.bottom)
              .map(({ text }) => text),
          button,
        );
        expect(overlapping).toEqual([]);
      }
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('the slider’s controls and the footer’s business facts keep each piece on one line', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const pause = page.getByRole('button', { name: /자동 넘김/ });
      await expect(pause).toBeVisible();
      const controls = pause.locator('xpath=..').locator('> *');
      await expect(controls).toHaveCount(4);
      expect(oneLineEach(await linesOf(controls))).toEqual([]);
      // One row: the four controls side by side.
      const tops = await controls.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2)));
      expect(new Set(tops).size).toBe(1);

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const labels = footer.locator('dl dt');
      await expect(labels.first()).toBeVisible();
      expect(await labels.count()).toBeGreaterThan(5);
      expect(oneLineEach(await linesOf(labels))).toEqual([]);
      expect(oneLineEach(await linesOf(footer.locator('dl dd'), true))).toEqual([]);
      expect(oneLineEach(await linesOf(footer.getByTestId('footer-showroom'), true))).toEqual([]);
      await expectNoHorizontalOverflow(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
