import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_FLAGS } from './scripts/find-chromium.mjs';

// Started through `npm run test:e2e`, which seeds a fresh server and finds Chromium.
export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    // The centre's visitors mostly browse in French, the site's reference language.
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: PLAYWRIGHT_CHROMIUM_FLAGS,
        },
      },
    },
  ],
});
