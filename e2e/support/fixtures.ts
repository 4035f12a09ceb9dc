/**
 * The specs' `test`: Playwright's, plus
 * - `signedIn`, an option that starts the test's pages signed in as the seeded admin, the way a
 *   returning admin's browser is (their session in localStorage's `adminInfo`, given through
 *   `storageState`): `test.use({ signedIn: true })`. Each test gets a session of its own, so that
 *   one that signs out ends only its own;
 * - `openBrowser`, another person's browser in the same test (a context of its own: its own
 *   storage), signed in as the admin when asked, and closed with the test: a page left open keeps
 *   its live stream and its timers, and slows every test after it.
 */
import { type APIRequestContext, type BrowserContextOptions, type Page, test as base } from '@playwright/test';
import { ADMIN } from './api.ts';

export { expect } from '@playwright/test';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A browser's storage holding a new admin session, as the sign-in page leaves it. */
async function adminStorage(request: APIRequestContext, origin: string): Promise<StorageState> {
  const response = await request.post('/api/users/login', { data: ADMIN });
  if (!response.ok()) throw new Error(`the admin's sign-in answered ${response.status()}`);
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'adminInfo', value: JSON.stringify(await response.json()) }] }],
  };
}

export interface OpenBrowserOptions extends BrowserContextOptions {
  signedIn?: boolean;
}

export const test = base.extend<{ signedIn: boolean; openBrowser: (options?: OpenBrowserOptions) => Promise<Page> }>({
  signedIn: [false, { option: true }],
  storageState: async ({ signedIn, storageState, baseURL, playwright }, use) => {
    if (!signedIn) return use(storageState);
    // Its own request context: Playwright's `request` fixture is made from this one's options.
    const request = await playwright.request.newContext({ baseURL });
    try {
      await use(await adminStorage(request, new URL(baseURL!).origin));
    } finally {
      await request.dispose();
    }
  },
  openBrowser: async ({ browser, baseURL, request }, use) => {
    const opened: { close(): Promise<void> }[] = [];
    await use(async ({ signedIn = false, ...options } = {}) => {
      const storageState = signedIn ? await adminStorage(request, new URL(baseURL!).origin) : undefined;
      const context = await browser.newContext({ locale: 'fr-FR', storageState, ...options });
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
