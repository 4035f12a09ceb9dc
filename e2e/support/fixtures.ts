/**
 * The specs' `test`: Playwright's, plus `signedIn`, an option that starts the test's pages signed in
 * as the seeded admin, the way a returning admin's browser is (their session in localStorage's
 * `adminInfo`, given through `storageState`). Each test gets a session of its own, so that one
 * that signs out ends only its own.
 *
 *   test.use({ signedIn: true });
 */
import { test as base } from '@playwright/test';
import { ADMIN } from './api.ts';

export { expect } from '@playwright/test';

export const test = base.extend<{ signedIn: boolean }>({
  signedIn: [false, { option: true }],
  storageState: async ({ signedIn, storageState, baseURL, playwright }, use) => {
    if (!signedIn) return use(storageState);
    const request = await playwright.request.newContext({ baseURL });
    try {
      const response = await request.post('/api/users/login', { data: ADMIN });
      if (!response.ok()) throw new Error(`the admin's sign-in answered ${response.status()}`);
      const adminInfo = JSON.stringify(await response.json());
      await use({ cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'adminInfo', value: adminInfo }] }] });
    } finally {
      await request.dispose();
    }
  },
});
