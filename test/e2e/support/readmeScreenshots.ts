import fs from 'node:fs';
import path from 'node:path';

// Demo dates are relative to today, so every run draws a new picture: the README's copies are replaced only
// on request (UPDATE_README_SCREENSHOTS=1), so that `npm test` leaves the checkout clean.
const SCREENSHOT_DIR = process.env.UPDATE_README_SCREENSHOTS === '1' ? '../../../docs/screenshots' : '../../../test-results/screenshots';

/** Where a README screenshot named `name` (e.g. 'simulate.png') is written, its folder made. */
export function readmeScreenshotPath(name: string): string {
  const file = path.resolve(__dirname, SCREENSHOT_DIR, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}
