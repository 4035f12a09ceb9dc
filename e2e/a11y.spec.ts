import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForSettledPage } from './support/hydration.ts';

const PUBLIC_PAGES = [
  '/',
  '/courses',
  '/entreprises',
  '/instructors',
  '/careers',
  '/about',
  '/contact',
  '/login',
  '/no-such-page',
];

for (const language of ['fr', 'ar']) {
  for (const path of PUBLIC_PAGES) {
    test(`${path} in ${language} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await waitForSettledPage(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        // Only the violations are read: axe then skips listing every node that passes (a second or so a page).
        .options({ resultTypes: ['violations'] })
        .analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        blocking.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(' | ')})`,
        ),
      ).toEqual([]);
    });
  }
}

test('the course page of a real course passes too, in Arabic', async ({ page, request }) => {
  const [course] = (await (await request.get('/api/courses')).json()) as { _id: string }[];
  await page.goto(`/course/${course!._id}?lng=ar`);
  await expect(page.locator('h1')).toBeVisible();
  await waitForSettledPage(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
});
