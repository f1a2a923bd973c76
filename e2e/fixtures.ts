import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every page test also fails on console errors and uncaught exceptions, so a page that
 * "works" while throwing in the console does not pass. `page.goto` returns once the app has
 * taken the page over (html[data-app="ready"]): a server-rendered page is readable before its
 * scripts run, but a test that clicks then would click what a shopper sees still inert.
 */
export const test = base.extend<{ consoleErrors: string[]; consoleWarnings: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(errors);
  },
  // Warnings too (React's and React Router's), for the tests that ask for a clean console
  // (issue 26); collected only by a test that names this fixture.
  consoleWarnings: async ({ page }, use) => {
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await use(warnings);
  },
});

export { expect };
