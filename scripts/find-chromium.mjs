// Which Chromium the end-to-end tests drive: CHROMIUM_PATH, then Debian's, then Playwright's own.
import fs from 'node:fs';

/**
 * The switches every tool of the project starts Chromium with (the e2e tests, `npm run bench`,
 * `npm run bench:web`): no sandbox (CI runs as root), no GPU, and none of the browser's own
 * background work, which this machine's closed network refuses and which would run during the
 * page being measured. Chromium's headless mode also loads the address bar's suggestion popup (a
 * WebUI page in a renderer of its own) in every new window: some 0.4 s of CPU on a 2-core machine,
 * taken from the page that window opens. A real visitor's browser did that once, long before; the
 * popup is off here (as in Puppeteer's defaults).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

export async function findChromiumOrPlaywrights() {
  const system = findChromium();
  if (system) return system;
  try {
    const { chromium } = await import('@playwright/test');
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

export const NO_CHROMIUM_MESSAGE = `No Chromium found for the end-to-end tests. Install one of:
  - Debian/Ubuntu:  sudo apt-get install -y chromium     (gives /usr/bin/chromium)
  - anywhere with internet:  npx playwright install chromium
  - or point CHROMIUM_PATH at an existing Chromium or Chrome binary.`;
