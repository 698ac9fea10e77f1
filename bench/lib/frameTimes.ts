/**
 * Scrolls an element from inside the page, one step per animation frame, and records the time between
 * frames (requestAnimationFrame timestamps) and how many children a selector matches in each frame.
 */
import type { Page } from 'playwright-core';

export interface ScrollRecording {
  /** Ms between consecutive frames. */
  frameDeltas: number[];
  /** Matches of the counted selector, one per frame. */
  counts: number[];
}

export interface ScrollPlan {
  /** The scrolling element. */
  scroller: string;
  /** Counted in each frame, inside the scroller. */
  counted: string;
  pixelsPerFrame: number;
  durationMs: number;
}

/** tsx (esbuild, keepNames) wraps named inner functions in __name(), which the page does not have. */
export function allowNamedFunctions(page: Page): Promise<unknown> {
  return page.evaluate('globalThis.__name ??= (target) => target');
}

export async function scrollAndRecordFrames(page: Page, plan: ScrollPlan): Promise<ScrollRecording> {
  await allowNamedFunctions(page);
  return page.evaluate(
    ({ scroller, counted, pixelsPerFrame, durationMs }) =>
      new Promise<ScrollRecording>((resolve, reject) => {
        const element = document.querySelector(scroller);
        if (!element) return reject(new Error(`nothing matches ${scroller}`));
        const frameDeltas: number[] = [];
        const counts: number[] = [];
        let first = 0;
        let previous = 0;
        const frame = (now: number) => {
          if (previous) frameDeltas.push(now - previous);
          else first = now;
          previous = now;
          counts.push(element.querySelectorAll(counted).length);
          // Back to the top at the end, so a long run keeps scrolling.
          const bottom = element.scrollHeight - element.clientHeight;
          element.scrollTop = element.scrollTop + pixelsPerFrame >= bottom ? 0 : element.scrollTop + pixelsPerFrame;
          if (now - first < durationMs) requestAnimationFrame(frame);
          else resolve({ frameDeltas, counts });
        };
        requestAnimationFrame(frame);
      }),
    plan,
  );
}
