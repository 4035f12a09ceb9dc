import { expect, test } from '@playwright/test';

test('one server answers the API and the site, with the seeded published courses', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });

  const courses = (await (await request.get('/api/courses')).json()) as { title: { fr: string } }[];
  expect(courses.length).toBeGreaterThanOrEqual(9);

  await page.goto('/');
  await expect(page.getByText(courses[0]!.title.fr).first()).toBeVisible();
});

test('client routes fall back to the app, unknown API paths answer JSON 404', async ({ page, request }) => {
  const response = await page.goto('/courses');
  expect(response?.status()).toBe(200);
  const missing = await request.get('/api/unknown');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).message).toContain('No such address');
});
