import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET = 120 * 1024;

for (const language of ['fr', 'ar']) {
  test(`the home page in ${language} loads at most 120 KB of JavaScript (gzip), none of it admin code`, async ({ page }) => {
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`/?lng=${language}`, { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toBeVisible();
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    test.info().annotations.push({ type: 'js-gzip-bytes', description: `${total} (${scripts.map((s) => `${s.url.split('/').pop()}=${s.gzip}`).join(', ')})` });
    expect(total, scripts.map((script) => `${script.url} ${script.gzip}`).join('\n')).toBeLessThanOrEqual(BUDGET);
    expect(scripts.some((script) => /admin/i.test(script.url))).toBe(false);
  });
}
