import type { Page } from 'playwright-core';

/**
 * The names @ant-design/icons gives its icons (`role="img" aria-label="search"`): their English file names. antd's
 * components show these icons; the console hides every icon from assistive technology unless it names it
 * (src/app/antdIcons/hiddenUnlessNamed.tsx).
 */
export const BARE_ICON_NAMES = [
  'search',
  'close',
  'loading',
  'down',
  'up',
  'plus',
  'minus',
  'delete',
  'edit',
  'check',
  'close-circle',
  'calendar',
  'clock-circle',
  'swap-right',
  'left',
  'right',
  'double-left',
  'double-right',
  'ellipsis',
  'info-circle',
  'exclamation-circle',
  'check-circle',
  'question-circle',
  'filter',
  'caret-up',
  'caret-down',
  'holder',
  'paper-clip',
  'eye',
  'copy',
];

/**
 * Names antd's parts give themselves in English whatever the locale: @rc-component/input-number's step buttons (the
 * console hides them from assistive technology: src/app/antdInputNumber/StepHandler.tsx).
 */
const ANTD_ENGLISH_NAMES = ['Increase Value', 'Decrease Value'];

/**
 * Every element that assistive technology is given, on the whole page, whose accessible name is a bare icon name or
 * one of antd's English names:
 * `role "name"` lines of the page's ARIA snapshot (what is hidden from it, or not shown, is left out).
 */
export async function elementsNamedByAntdInEnglish(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot
    .split('\n')
    .map((line) => /^\s*- ([\w-]+) "([^"]*)"/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && (BARE_ICON_NAMES.includes(match[2]) || ANTD_ENGLISH_NAMES.includes(match[2])))
    .map(([, role, name]) => `${role} "${name}"`);
}
