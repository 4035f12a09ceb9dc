/**
 * The browser these tests run in is started with the project's switches (scripts/find-chromium.mjs).
 * Chromium keeps only the last --disable-features it is given, and Playwright passes its own list
 * before ours: ours must name every feature Playwright's does, or a Playwright upgrade that turns one
 * more off would see it silently back on.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';

/** The command lines of the Chromium browser processes running (not their renderers or helpers). */
function browserCommandLines(): string[][] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        return [fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)];
      } catch {
        return []; // Ended meanwhile.
      }
    })
    .filter((args) => args.includes('--remote-debugging-pipe') && !args.some((arg) => arg.startsWith('--type=')));
}

const featuresOf = (flag: string) => flag.slice('--disable-features='.length).split(',');

test("the last --disable-features names all of Playwright's, and the address bar popup", async ({ browser }) => {
  test.skip(process.platform !== 'linux', 'reads the command lines from /proc');
  expect(browser.isConnected()).toBe(true);
  const commandLines = browserCommandLines();
  expect(commandLines.length).toBeGreaterThan(0);
  for (const args of commandLines) {
    const switches = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches.length).toBeGreaterThan(1);
    const effective = new Set(featuresOf(switches.at(-1)!));
    const overridden = switches.slice(0, -1).flatMap(featuresOf);
    expect(
      overridden.filter((feature) => !effective.has(feature)),
      'add these to PLAYWRIGHT_FEATURES_OFF in scripts/find-chromium.mjs',
    ).toEqual([]);
    expect([...effective]).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  }
});
