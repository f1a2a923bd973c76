import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every page test also fails on console errors and uncaught exceptions, so a page that
 * "works" while throwing in the console does not pass.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await use(errors);
  },
});

export { expect };
