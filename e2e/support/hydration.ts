import type { Page } from '@playwright/test';

/**
 * Waits until the server-rendered page is in React's hands and its load is over. React marks the
 * root as it starts hydrating, and from then on answers events (replaying those that reach a part
 * not hydrated yet); before that, a click on a link is an ordinary page load.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  await page.waitForLoadState('load');
}
