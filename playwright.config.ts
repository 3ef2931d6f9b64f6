import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.ts';

// Several checkouts can test at once on one machine, each on its own port.
const port = process.env.E2E_PORT ?? '4174';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: 'node scripts/run.mjs serve',
    env: { PORT: port },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
  },
});
