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

/** Antd's dialogs zoom in and its tabs slide. Endless animations (spinners) never settle. */
const ANIMATIONS_SETTLED = "document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)";

/** Waits until no finite animation runs: a half-faded element misleads axe, and a click on a zooming dialog can land beside it. */
export const waitForAnimationsToSettle = (page: Page) => waitForPageCondition(page, ANIMATIONS_SETTLED);
