/**
 * Input-to-paint latency of typing in a page: for each keydown, the time from the event's timestamp to
 * the end of the next frame (a task queued from that frame's requestAnimationFrame runs after its paint).
 */
import type { Page } from 'playwright-core';

interface LatencyWindow {
  __keystrokeLatencies?: number[];
}

/**
 * Types `text` at the end of the field found by the CSS `selector`. One round trip sets everything up from
 * inside the page: the recorder, the focus and the caret (a label locator would scan the whole DOM, and
 * Playwright's click would wait for a big form to be "stable", each long on a busy page).
 */
export async function typeAndMeasure(page: Page, selector: string, text: string, pauseMs: number): Promise<number[]> {
  await page.evaluate((fieldSelector) => {
    const latencies: number[] = [];
    (window as LatencyWindow).__keystrokeLatencies = latencies;
    document.addEventListener(
      'keydown',
      (event) => requestAnimationFrame(() => setTimeout(() => latencies.push(performance.now() - event.timeStamp), 0)),
      { capture: true },
    );
    const input = document.querySelector<HTMLInputElement>(fieldSelector);
    if (!input) throw new Error(`no field ${fieldSelector} to type in`);
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, selector);
  await page.keyboard.type(text, { delay: pauseMs });
  await page.waitForTimeout(pauseMs);
  return page.evaluate(() => (window as LatencyWindow).__keystrokeLatencies ?? []);
}
