/** A file staff download from a screen, as their browser saves it. */
import fs from 'node:fs';
import { type Locator, test } from '@playwright/test';

/**
 * Presses `button` and saves the file it downloads into the test's output folder as `savedAs`;
 * answers the name the browser suggested and the bytes saved.
 */
export async function downloadFrom(button: Locator, savedAs: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = button.page().waitForEvent('download');
  await button.click();
  const download = await downloading;
  const saved = test.info().outputPath(savedAs);
  await download.saveAs(saved);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(saved) };
}
