import { test as base, expect } from '@playwright/test';

/**
 * Every test page: Google's tag is answered locally (this machine has no internet), and
 * console errors are collected so a test can assert there were none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
    await use(errors);
  },
});

export { expect };
