/**
 * Figure 2, browser part: on the Leaderboard tab of a tournament with a big board, the time from a click
 * on the pager's Next page to the next page's rows painted.
 */
import type { Page } from 'playwright-core';
import { leaderboardSize, seedBigLeaderboard } from '../lib/bigLeaderboard';
import { withConsoleInBrowser } from '../lib/consoleInBrowser';
import type { BenchFigure } from '../lib/figure';
import { allowNamedFunctions } from '../lib/frameTimes';
import { summarize } from '../lib/stats';

const ROW = '.ant-table-tbody tr.ant-table-row';
const NEXT = 'nav[aria-label="Leaderboard pages"] button[aria-label="Next page"]';

/** Clicks Next page inside the page and answers the ms until the frame after the first row changed. */
async function timeNextPage(page: Page): Promise<number> {
  return page.evaluate(
    ({ row, next }) =>
      new Promise<number>((resolve, reject) => {
        const firstRow = () => document.querySelector(row)?.getAttribute('data-row-key');
        const before = firstRow();
        const button = document.querySelector<HTMLButtonElement>(next);
        if (!button) return reject(new Error('no Next page button'));
        const start = performance.now();
        button.click();
        const check = () => {
          const now = firstRow();
          if (now && now !== before) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { row: ROW, next: NEXT },
  );
}

export const leaderboardPagerFigure: BenchFigure = {
  figure: 2,
  title: 'Leaderboard in the browser: the next page after a pager click (PGlite)',
  async run({ quick, log }) {
    const players = leaderboardSize(quick);
    const clicks = quick ? 5 : 20;
    const times = await withConsoleInBrowser(
      log,
      (handle) => seedBigLeaderboard(handle, players),
      async ({ server, seeded, signedInPage }) => {
        const page = await signedInPage();
        await page.goto(`${server.url}/tournament/${seeded.tournamentId}#/leaderboard`);
        await page.locator(ROW).first().waitFor({ timeout: 60_000 });
        await page.locator(NEXT).waitFor();
        await allowNamedFunctions(page);
        const measured: number[] = [];
        // The first click warms the code path (the table's next render); it is not recorded.
        for (let click = 0; click <= clicks; click++) {
          const ms = await timeNextPage(page);
          if (click > 0) measured.push(ms);
        }
        return measured;
      },
    );
    const time = summarize(times);
    return {
      figure: 2,
      title: this.title,
      measurements: [{ label: `Pager click to the next page painted (${players.toLocaleString('en')} players)`, value: time.median, p95: time.p95, unit: 'ms', runs: time.runs }],
      notes: [
        `The demo seed with ${players.toLocaleString('en')} players on the flagship running tournament's leaderboard, on a throw-away PGlite; the server in its own process serving the production build; headless Chromium 1280×800 on the Tournament page's Leaderboard tab.`,
        'Each time: Next page clicked from inside the page (no automation round trip), until the frame after the first row of the table shows another player (the API call, the store update, the table render and the paint). Consecutive pages from the first; the API\'s own times at any depth are in the other figure 2 section.',
      ],
    };
  },
};
