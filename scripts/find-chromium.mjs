// Which Chromium the end-to-end tests drive: CHROMIUM_PATH, then Debian's, then Playwright's own.
import fs from 'node:fs';

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
