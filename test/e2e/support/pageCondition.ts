import type { Page } from 'playwright-core';

/**
 * Waits until `expression` (source text: the specs compile without the DOM's types) is true in the page.
 * Not page.waitForFunction: it polls with eval in the page, which the console's Content-Security-Policy
 * refuses; page.evaluate runs through the debugger protocol, outside the page's policy.
 */
export async function waitForPageCondition(page: Page, expression: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`Still false after ${timeout} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
