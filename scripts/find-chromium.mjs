// Which Chromium the end-to-end tests and the benches drive (CHROMIUM_PATH, then Debian's, then
// Playwright's own), and the switches they start it with.
import fs from 'node:fs';

/**
 * Chromium's headless mode loads the address bar's suggestion popup (a WebUI page in a renderer of
 * its own) in every new window: some 0.4 s of CPU on a 2-core machine, taken from the page that
 * window opens. A visitor's browser did that once, long before; the tools turn it off (as
 * Puppeteer's defaults do).
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium keeps only the last --disable-features switch it is given, so the features a launcher
 * turns off itself are named again beside ours: Playwright's (playwright-core's chromiumSwitches,
 * which it passes before ours; e2e/browser-flags.spec.ts checks they are all still here).
 */
const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** No sandbox (CI runs as root), no GPU, none of the browser's own background work (this machine's closed network refuses it). */
const SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const DISABLE_FEATURES = '--disable-features=';

/**
 * `launcherFlags` (a launcher's own defaults, given to it in full) with the project's switches,
 * and one --disable-features naming both the launcher's features and ours.
 */
export function withChromiumFlags(launcherFlags = []) {
  const features = launcherFlags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  const others = launcherFlags.filter((flag) => !flag.startsWith(DISABLE_FEATURES));
  return [
    ...new Set([...others, ...SWITCHES]),
    `${DISABLE_FEATURES}${[...new Set([...features, ...FEATURES_OFF])].filter(Boolean).join(',')}`,
  ];
}

/** The switches for Playwright (the e2e tests, `npm run bench`), which adds its own defaults before them. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = withChromiumFlags([`${DISABLE_FEATURES}${PLAYWRIGHT_FEATURES_OFF.join(',')}`]);

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/chromium-headless-shell',
  ];
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
