/**
 * Figure 4: the game picker with 20,000 games: every page loaded with Load More, then the virtualized list
 * scrolled from inside the page while requestAnimationFrame deltas and the rendered rows are recorded.
 */
import type { Page } from 'playwright-core';
import { seedGameCatalog } from '../lib/consoleSeed';
import { withConsoleInBrowser } from '../lib/consoleInBrowser';
import type { BenchFigure } from '../lib/figure';
import { scrollAndRecordFrames, type ScrollRecording } from '../lib/frameTimes';
import { summarize } from '../lib/stats';

const GAMES = 20_000;
/** The picker's page (spec §2). */
const PAGE_SIZE = 500;
/** Issue 6's budget is one 60 Hz frame. */
const FRAME_MS = 1000 / 60;
/** A delta this long means at least one frame was not produced in time. */
const DROPPED_FRAME_MS = 1.5 * FRAME_MS;
/** Rows partly in view at the top and bottom edges come and go as the list scrolls. */
const EDGE_ROWS = 2;
/** A brisk wheel: 3,600 px a second at 60 frames a second. */
const PIXELS_PER_FRAME = 60;
const LIST = '[aria-label="Games"]';
const ROWS = '.ReactVirtualized__Grid__innerScrollContainer > *';

/** On the Create page: the first wagering condition's picker, every page loaded. Answers how many Load More clicks it took. */
async function openPickerWithEveryGame(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/create`);
  await page.getByRole('button', { name: 'Add condition', exact: true }).click();
  await page.getByRole('region', { name: 'Condition 1' }).getByRole('button', { name: 'Choose games', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Select games' });
  // Not exact: antd's loading icon (named 'loading') stays in the button while it animates away.
  const loadMore = picker.getByRole('button', { name: 'Load More' });
  const pageLoaded = (pages: number) => picker.getByText(`${Math.min(GAMES, PAGE_SIZE * pages)} games loaded`, { exact: true }).waitFor({ timeout: 60_000 });
  let clicks = 0;
  await pageLoaded(1);
  while (await loadMore.isVisible()) {
    await loadMore.click();
    clicks++;
    await picker.locator('.ant-btn-loading').waitFor({ state: 'detached', timeout: 60_000 });
    await pageLoaded(clicks + 1);
  }
  const loaded = await picker.getByText(/^\d+ games loaded$/).textContent();
  if (loaded !== `${GAMES} games loaded`) throw new Error(`The picker stopped offering Load More at "${loaded}" after ${clicks} clicks`);
  return clicks;
}

export const gamePickerScrollFigure: BenchFigure = {
  figure: 4,
  title: 'Game picker with 20,000 games: scrolling the list',
  budget: `frame time p95 ≤ ${FRAME_MS.toFixed(1)} ms; rendered rows constant; ours, stricter: no dropped frame`,
  async run({ quick, log }) {
    const runs = quick ? 2 : 5;
    const durationMs = quick ? 2_000 : 5_000;
    const { recordings, idleDeltas, clicks } = await withConsoleInBrowser(
      log,
      (handle) => seedGameCatalog(handle.db, GAMES),
      async ({ server, signedInPage }) => {
        const page = await signedInPage();
        const loadMoreClicks = await openPickerWithEveryGame(page, server.url);
        // Nothing moves (0 px per frame): the spread of these deltas is the frame timer's, not the picker's.
        const idle = await scrollAndRecordFrames(page, { scroller: LIST, counted: ROWS, pixelsPerFrame: 0, durationMs });
        const scrolls: ScrollRecording[] = [];
        for (let run = 0; run < runs; run++) scrolls.push(await scrollAndRecordFrames(page, { scroller: LIST, counted: ROWS, pixelsPerFrame: PIXELS_PER_FRAME, durationMs }));
        return { recordings: scrolls, idleDeltas: idle.frameDeltas, clicks: loadMoreClicks };
      },
    );
    const deltas = recordings.flatMap((recording) => recording.frameDeltas);
    const frames = summarize(deltas);
    // The largest deviation from one frame while idle, a dropped frame (some other process's hiccup) aside.
    const jitter = Math.max(0, ...idleDeltas.filter((delta) => delta <= DROPPED_FRAME_MS).map((delta) => Math.abs(delta - FRAME_MS)));
    const droppedFrames = deltas.filter((delta) => delta > DROPPED_FRAME_MS).length;
    // The first frame of a scroll still shows the rows from before it; the steady state is what must not grow.
    const steady = recordings.flatMap((recording) => recording.counts.slice(1));
    const minRows = Math.min(...steady);
    const maxRows = Math.max(...steady);
    return {
      figure: 4,
      title: this.title,
      measurements: [
        {
          label: 'Frame time while scrolling (requestAnimationFrame delta)',
          value: frames.median,
          p95: frames.p95,
          unit: 'ms',
          runs: frames.runs,
          note:
            `runs = frames; max ${frames.max.toFixed(1)} ms; timer jitter ${jitter.toFixed(2)} ms (idle, see the notes). Judged met when p95 ≤ one 60 Hz frame + that jitter ` +
            `(${(FRAME_MS + jitter).toFixed(2)} ms): a timer tick late by its jitter is not a slow frame.`,
          budget: { text: 'p95 ≤ 16.7 ms', pass: frames.p95 <= FRAME_MS + jitter },
        },
        {
          // Stricter than issue 6's p95 (which headless Chromium's 16.7 ms frame clock meets until 5% of frames drop): any frame dropped.
          label: 'Dropped frames while scrolling',
          value: droppedFrames,
          unit: 'frames',
          runs: frames.runs,
          note: `deltas > ${DROPPED_FRAME_MS.toFixed(1)} ms (1.5 frames), of ${frames.runs} frames. Our own stricter check beside the issue's p95: a dropped frame is a visible stutter.`,
          budget: { text: '0 (stricter than the issue)', pass: droppedFrames === 0 },
        },
        {
          label: 'Rendered rows during the scroll (max − min)',
          value: maxRows - minRows,
          unit: 'rows',
          runs: steady.length,
          note: `min ${minRows}, max ${maxRows} rows in the DOM. Judged constant when they differ by at most ${EDGE_ROWS}: the rows partly in view at the top and bottom edges come and go as the list scrolls; the count must not grow with the rows scrolled past.`,
          budget: { text: 'rendered rows constant', pass: maxRows - minRows <= EDGE_ROWS },
        },
      ],
      notes: [
        `${GAMES} games (the demo catalogue plus numbered games) on a throw-away PGlite, the server in its own process serving the production build; headless Chromium 1280×800. The picker of the Create page's first wagering condition, every page loaded (${clicks} Load More clicks of 500).`,
        `${runs} scrolls of ${durationMs / 1000} s each, ${PIXELS_PER_FRAME} px per frame set on the list's scrollTop from a requestAnimationFrame callback inside the page (wrapping to the top at the end); the deltas are between consecutive requestAnimationFrame timestamps, the rows are the children of react-virtualized's inner scroll container, counted in each frame.`,
        `The frame timer's jitter is measured first on the same open picker, ${durationMs / 1000} s without scrolling: the largest |delta − 16.67 ms| of those frames, leaving out deltas over 1.5 frames (a frame dropped while idle is another process's doing, not timer jitter).`,
        'Headless Chromium has no display: it produces frames on its own timer at 60 per second (16.7 ms), so a delta near 16.7 ms means the frame\'s work (scroll, React render of the rows coming into view, layout, paint) fitted in the frame, and a longer delta means frames were dropped. The GPU is disabled (--disable-gpu), so rasterization is on the CPU, as on a cheap office PC.',
        'What a scrolled frame costs (src/features/games/components): the list renders 3 rows beyond the view in the scroll direction instead of react-virtualized\'s default 10 (6–8 rows in the DOM instead of 13–15), and a row\'s name and vendor are plain text instead of antd Typography. In a Chromium trace of 3 s of this scroll, on a machine busy with a CI run, the main thread\'s work fell from 6.5 to 5.7 ms a frame (paint 0.90 → 0.65 ms); the frames still dropped in quick runs on that machine were ones where, for one, ten elements\' style recalculation took 7 ms: the renderer waiting for a CPU, not the picker\'s work. On a quiet machine 1 to 9 frames of about 1,500 (under 1%) still drop, each 33 ms: what would remove it is less work per row mounted while scrolling (a plain checkbox instead of antd\'s Checkbox, which mounts its hooks and wave effect per row).',
      ],
    };
  },
};
