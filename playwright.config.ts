import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_FLAGS } from './scripts/find-chromium.mjs';

// Started through `npm run test:e2e`, which seeds a fresh server and finds Chromium.
export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No second try: a test that passes only sometimes fails the run, and is mended.
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // Two cores for the browser, the server and the runner: a journey through the admin takes its time.
  timeout: 60_000,
  // The admin's first screen, cold, can take over the default 5 s there.
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    // The centre's visitors mostly browse in French, the site's reference language.
    locale: 'fr-FR',
    // A trace is recorded for every test to keep those that fail: where no one can open it (CI,
    // whose log is all it leaves), none, which spares each test's every step a snapshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
