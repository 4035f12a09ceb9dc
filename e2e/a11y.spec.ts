import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

/**
 * The page as a visitor sees it once the app is up: hydrated (on a busy machine that can come
 * after the network first went quiet), its data-driven parts past their loading state, and what
 * hydration changed done changing. The sign-in button, off until the app can send the form, fades
 * in once it can: checked mid-fade, its text would seem too faint.
 */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

const PUBLIC_PAGES = ['/', '/courses', '/entreprises', '/instructors', '/careers', '/about', '/contact', '/login', '/course/demo-1', '/no-such-page'];

for (const language of ['fr', 'ar']) {
  for (const path of PUBLIC_PAGES) {
    test(`${path} in ${language} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await settled(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(
        blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')})`),
      ).toEqual([]);
    });
  }
}

test('the course page of a real course passes too, in Arabic', async ({ page, request }) => {
  const [course] = (await (await request.get('/api/courses')).json()) as { _id: string }[];
  await page.goto(`/course/${course!._id}?lng=ar`);
  await expect(page.locator('h1')).toBeVisible();
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
});
