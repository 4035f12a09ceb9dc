/**
 * The public site's first load stays light and never carries admin code: the JavaScript that
 * index.html loads up front (its entry and modulepreload links) is at most 120 KiB gzip.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET = 120 * 1024;
const DIST = path.resolve(import.meta.dirname, '../web/dist');

test('the initial JavaScript of / is at most 120 KiB gzip and holds no admin code', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(0);
  const sizes = files.map((file) => {
    const source = fs.readFileSync(path.join(DIST, file));
    expect(source.toString(), file).not.toMatch(/Ajouter un Nouveau Cours|admin_courses|CoursesListPage/);
    return { file, gzip: zlib.gzipSync(source, { level: 9 }).length };
  });
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  test.info().annotations.push({ type: 'initial-js-gzip', description: `${(total / 1024).toFixed(1)} KiB in ${files.length} files` });
  expect(total, sizes.map((size) => `${size.file} ${size.gzip}`).join('\n')).toBeLessThanOrEqual(BUDGET);
  expect(fs.readdirSync(path.join(DIST, 'assets')).some((file) => /^AdminApp-.*\.js$/.test(file))).toBe(true);
});

for (const language of ['fr', 'ar']) {
  test(`visiting / in ${language} requests no admin code`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/?lng=${language}`, { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toBeVisible();
    expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
  });
}
