import type { Locator, Page } from 'playwright-core';

/** Steps taken with the keyboard alone: what has focus is read from the page, never set by the test. */

/** What the page functions below read (the e2e specs compile without the DOM's types; types are erased). */
interface FocusedNode {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface PageDocument {
  activeElement: FocusedNode | null;
  body: FocusedNode;
}
type PageGlobals = { document: PageDocument };

export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === (globalThis as unknown as PageGlobals).document.activeElement);
}

/** The focused element as a person would name it, for failure messages. */
function describeFocused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { activeElement: focused, body } = (globalThis as unknown as PageGlobals).document;
    if (!focused || focused === body) return 'the page itself';
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40);
    return `<${focused.tagName.toLowerCase()}${focused.getAttribute('role') ? ` role=${focused.getAttribute('role')}` : ''}> '${name ?? ''}'`;
  });
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus, failing after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses === limit) throw new Error(`${String(target)} not reached in ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}: focus is on ${await describeFocused(page)}`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
}

/** Waits until `target` has focus (a dialog gives it back when its closing motion ends). */
export async function expectFocusOn(page: Page, target: Locator, timeout = 5_000): Promise<void> {
  const element = await target.elementHandle();
  await page.waitForFunction((expected) => expected === (globalThis as unknown as PageGlobals).document.activeElement, element, { timeout }).catch(async () => {
    throw new Error(`focus is on ${await describeFocused(page)}, not on ${String(target)}`);
  });
}

/** Keyboard focus never leaves `dialog` for the page behind it while Tab goes round `presses` times. */
export async function expectFocusKeptIn(page: Page, dialog: Locator, presses: number): Promise<void> {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => {
      const { activeElement: focused, body } = (globalThis as unknown as PageGlobals).document;
      // Past its last control focus may rest on the browser's own controls (the page's body), as for a native modal <dialog>.
      return focused === body || (element as unknown as { contains(node: unknown): boolean }).contains(focused);
    });
    if (!inside) throw new Error(`Tab ${press + 1} left the dialog for ${await describeFocused(page)}`);
  }
}

/**
 * The focused control shows a focus ring at least 2 px wide: an outline, or a ring drawn as a box shadow, on the
 * element, on what antd draws for it (a checkbox's box, a field's frame), or on a navbar link's ::before. Polled
 * for up to a second: antd fades its field ring in.
 */
export async function expectFocusRing(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        interface Styled {
          closest(selector: string): Styled | null;
          nextElementSibling: Styled | null;
          classList: { contains(name: string): boolean };
        }
        interface Style {
          outlineStyle: string;
          outlineWidth: string;
          boxShadow: string;
        }
        const page = globalThis as unknown as { document: { activeElement: Styled | null }; getComputedStyle(element: Styled, pseudo?: string): Style };
        const focused = page.document.activeElement;
        if (!focused) return false;
        const drawn = [focused, focused.classList.contains('ant-checkbox-input') ? focused.nextElementSibling : null, focused.closest('.ant-select, .ant-picker, .ant-input-number, .ant-input-affix-wrapper')];
        const styles = drawn.flatMap((element) => (element ? [page.getComputedStyle(element), page.getComputedStyle(element, '::before')] : []));
        // A box shadow ring: its last length is the spread ('rgb(9, 88, 217) 0px 0px 0px 2px').
        const spread = (shadow: string) => Math.max(0, ...Array.from(shadow.matchAll(/(\d+(?:\.\d+)?)px(?:,|$)/g), (match) => Number(match[1])));
        return styles.some((style) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || spread(style.boxShadow) >= 1.9);
      },
      undefined,
      { timeout: 1_000 },
    )
    .catch(async () => {
      throw new Error(`no focus ring on ${await describeFocused(page)}`);
    });
}
