import { chromium } from '@playwright/test';
const base = 'http://localhost:4567';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
for (const [lang, width, js] of [['en', 1280, true], ['ar', 390, true], ['fr', 390, false], ['ar', 1280, false]]) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${base}/entreprises?lng=${lang}`);
  if (js) await page.mouse.move(5, 5), await page.mouse.move(9, 9), await page.waitForTimeout(1500);
  await page.locator('button[commandfor=quote]').first().click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/quote-${lang}-${width}-${js ? 'js' : 'nojs'}.png` });
  await page.goto(`${base}/careers?lng=${lang}`);
  await page.locator('form button[type=submit]').click();
  await page.waitForTimeout(1200);
  await page.locator('form').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/careers-${lang}-${width}-${js ? 'js' : 'nojs'}.png`, fullPage: false });
  await context.close();
}
await browser.close();
