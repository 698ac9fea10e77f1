/**
 * Marks taken inside the page, in every document it loads: the largest contentful paint and the first
 * frame after an element matching a selector appeared. Read them after the page has settled.
 */
import type { Page } from 'playwright-core';

export interface PaintMarks {
  /** The document's time origin, ms since the epoch (comparable with Date.now() in Node on this machine). */
  timeOrigin: number;
  /** Ms after the time origin; 0 when none was reported. */
  largestContentfulPaint: number;
  /** Ms after the time origin of the frame after the selector first matched; 0 when it never did. */
  firstMatchPainted: number;
}

interface MarkingWindow {
  __paintMarks?: Omit<PaintMarks, 'timeOrigin'>;
}

/** Installs the marks for every later document of the page's context. */
export async function markPaints(page: Page, selector: string): Promise<void> {
  await page.context().addInitScript((watched: string) => {
    const marks = { largestContentfulPaint: 0, firstMatchPainted: 0 };
    (window as MarkingWindow).__paintMarks = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.largestContentfulPaint = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const watch = new MutationObserver(() => {
      if (!document.querySelector(watched)) return;
      watch.disconnect();
      // The next frame's callbacks run before its paint; a task queued from there runs after it.
      requestAnimationFrame(() => setTimeout(() => (marks.firstMatchPainted = performance.now()), 0));
    });
    watch.observe(document, { childList: true, subtree: true });
  }, selector);
}

export function readPaintMarks(page: Page): Promise<PaintMarks> {
  return page.evaluate(() => {
    const marks = (window as MarkingWindow).__paintMarks;
    if (!marks) throw new Error('No paint marks on this page: call markPaints before it loads');
    return { timeOrigin: performance.timeOrigin, ...marks };
  });
}
