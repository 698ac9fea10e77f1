import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

// Demo dates are relative to today, so every run draws a new picture: the README's copies are replaced only
// on request (UPDATE_README_SCREENSHOTS=1), so that `npm test` leaves the checkout clean.
const SCREENSHOT_DIR = process.env.UPDATE_README_SCREENSHOTS === '1' ? '../../../docs/screenshots' : '../../../test-results/screenshots';

/** Where a README screenshot named `name` (e.g. 'simulate.png') is written, its folder made. */
export function readmeScreenshotPath(name: string): string {
  const file = path.resolve(__dirname, SCREENSHOT_DIR, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** The Running page's words a settled picture waits for, in the language shown. */
export interface RunningPageWords {
  /** The live status's name and its text once connected. */
  liveStatus: string;
  live: string;
  /** A card's leader line, once its live leader is in. */
  leader: RegExp;
}

export const ENGLISH_RUNNING_PAGE: RunningPageWords = { liveStatus: 'Live updates', live: 'Live', leader: /Leader(?!board)/ };

/**
 * Saves the Running page at the page's size as the README screenshot `name` and answers its path, once the page is
 * as a picture should show it: live status connected, every card's live leader line in, every image loaded.
 */
export async function saveRunningPageScreenshot(page: Page, name: string, words: RunningPageWords = ENGLISH_RUNNING_PAGE): Promise<string> {
  // Not 'networkidle': the Running list keeps its cards' live stream open.
  await page.getByRole('status', { name: words.liveStatus }).getByText(words.live, { exact: true }).waitFor();
  await page.locator('.tournament-card').filter({ hasNotText: words.leader }).first().waitFor({ state: 'detached' });
  const imagesLoaded = () => page.locator('img').evaluateAll((images) => images.every((image) => 'complete' in image && image.complete === true));
  while (!(await imagesLoaded())) await page.waitForTimeout(50);
  const file = readmeScreenshotPath(name);
  await page.screenshot({ path: file });
  return file;
}
