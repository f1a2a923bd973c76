import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Checks the browser tests make on a page as it stands, one home for them all.

/**
 * The console's previews: whole shop pages in frames (two widths), which the shop's own specs
 * check where a shopper sees them. axe went into each of them on every editor page checked:
 * 8–11 s of an editor page's 9–12 s on a busy host (issue 42), for pages checked elsewhere.
 */
const SHOP_PREVIEWS = 'iframe[title*="미리보기"]';

/** axe on the page as it stands (not inside the console's shop previews): no serious or critical violations (each listed with its elements). */
export async function expectAccessible(page: Page): Promise<void> {
  // A step of its own, so the report says what axe costs a run (issue 42: the suite's time).
  await test.step(`axe ${new URL(page.url()).pathname}`, async () => {
    const results = await new AxeBuilder({ page }).exclude(SHOP_PREVIEWS).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, { box: true });
}

/** The page does not scroll sideways (a 360 px phone must not). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The layout-shift score the page has built up so far (shifts right after input excluded, as CLS does). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
