/**
 * Input-to-paint latency of typing in a page: for each keydown, the time from the event's timestamp to
 * the end of the next frame (a task queued from that frame's requestAnimationFrame runs after its paint).
 */
import type { Locator, Page } from 'playwright-core';

interface LatencyWindow {
  __keystrokeLatencies?: number[];
}

export async function typeAndMeasure(page: Page, field: Locator, text: string, pauseMs: number): Promise<number[]> {
  await page.evaluate(() => {
    const latencies: number[] = [];
    (window as LatencyWindow).__keystrokeLatencies = latencies;
    document.addEventListener(
      'keydown',
      (event) => requestAnimationFrame(() => setTimeout(() => latencies.push(performance.now() - event.timeStamp), 0)),
      { capture: true },
    );
  });
  // Focus and caret at the end from inside the page: Playwright's click waits for the big form to be "stable".
  await field.evaluate((input: HTMLInputElement) => {
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  });
  await page.keyboard.type(text, { delay: pauseMs });
  await page.waitForTimeout(pauseMs);
  return page.evaluate(() => (window as LatencyWindow).__keystrokeLatencies ?? []);
}
