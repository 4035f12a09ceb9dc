import type { Page } from '@playwright/test';

/**
 * Waits until the server-rendered page is in React's hands and its load is over. A page loads its
 * app at the visitor's first sign of life (server/src/features/site/render/page-template.ts): the
 * pointer moves over it, as a visitor's would. React marks the root as it starts hydrating, and
 * from then on answers events (replaying those that reach a part not hydrated yet); before that, a
 * click on a link is an ordinary page load.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  await page.waitForLoadState('load');
}

/**
 * The page as a visitor sees it once the app is up. Its scripts are asked for once it has painted,
 * which on a busy machine can come well after the network first went quiet (Playwright's
 * 'networkidle' may be over by then): this waits for hydration, then for half a second with no new
 * request and none unfinished, then for what hydration changed to stop moving (a finite animation
 * or transition, such as the sign-in button fading in once the app can send the form).
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const count = () => performance.getEntriesByType('resource').length;
        const before = count();
        setTimeout(
          () =>
            resolve(
              count() === before &&
                (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).every(
                  (entry) => entry.responseEnd > 0,
                ),
            ),
          500,
        );
      }),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
