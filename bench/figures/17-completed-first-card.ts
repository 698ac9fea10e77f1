/**
 * Figure 17 (issue 13): the Completed page with 10,000 completed tournaments, in headless Chromium, to its first
 * card painted: loaded cold (as figure 1 loads the Running page) and opened from the navbar of a loaded console.
 */
import type { Page } from 'playwright-core';
import type { DatabaseHandle } from '../../server/src/db/database';
import { seedCompletedTournaments, seedGameCatalog } from '../lib/consoleSeed';
import { measureSignedInRuns } from '../lib/consoleInBrowser';
import { measurementOf, type BenchFigure } from '../lib/figure';
import { startNetworkLog } from '../lib/networkLog';
import { markPaints, readPaintMarks } from '../lib/paintMarks';
import { productionSpaDir } from '../lib/productionSpa';
import { ownScriptsGzipKb } from '../lib/scriptSizes';
import { summarize } from '../lib/stats';
import { COMPLETED_TOURNAMENTS, HERO_IMAGES } from './16-completed-first-page';

const BUDGET_MS = 1_000;
const CARD = '.tournament-card';
const TITLE = 'Completed page of 10,000 tournaments: first card painted (Chromium)';

interface Load {
  coldMs: number;
  /** When the document that stays (after the sign-in redirect) started, from the navigation. */
  signedInDocumentMs: number;
  /** When the list call was sent and when its answer had arrived, from the navigation. */
  listSentMs: number;
  listAnsweredMs: number;
  fromNavbarMs: number;
  cards: number;
  jsGzipKb: number;
}

/** Cold: an empty HTTP cache, the navigation to /completed through the sign-in redirect, as figure 1 times /. */
async function coldLoad(page: Page, origin: string, webRoot: string): Promise<Omit<Load, 'fromNavbarMs' | 'cards'>> {
  await page.goto('about:blank');
  await markPaints(page, CARD);
  const network = await startNetworkLog(page, true);
  const start = Date.now();
  await page.goto(`${origin}/completed`);
  await page.locator(CARD).first().waitFor({ timeout: 60_000 });
  const marks = await readPaintMarks(page);
  await network.stop();
  const listCall = await page.evaluate(() => {
    const call = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/tournaments/completed')) as PerformanceResourceTiming | undefined;
    return { sent: call?.startTime ?? 0, answered: call?.responseEnd ?? 0 };
  });
  const fromStart = (ms: number) => marks.timeOrigin + ms - start;
  return {
    coldMs: fromStart(marks.firstMatchPainted),
    signedInDocumentMs: fromStart(0),
    listSentMs: fromStart(listCall.sent),
    listAnsweredMs: fromStart(listCall.answered),
    jsGzipKb: ownScriptsGzipKb(network.responses, origin, webRoot),
  };
}

/** From the navbar: the console open on the Running page (no running tournaments, so no card yet), then a click on Completed. */
async function fromNavbar(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/`);
  await page.getByText('No tournaments found').waitFor();
  const clicked = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[href="/completed"]');
    if (!link) throw new Error('No Completed link in the navbar');
    const at = performance.now();
    link.click();
    return at;
  });
  await page.locator(CARD).first().waitFor({ timeout: 60_000 });
  return (await readPaintMarks(page)).firstMatchPainted - clicked;
}

async function measureLoad(openSignedIn: () => Promise<Page>, origin: string, webRoot: string): Promise<Load> {
  const page = await openSignedIn();
  try {
    const cold = await coldLoad(page, origin, webRoot);
    const cards = await page.locator(CARD).count();
    return { ...cold, cards, fromNavbarMs: await fromNavbar(page, origin) };
  } finally {
    await page.context().close();
  }
}

/** Figure 16's tournaments, their hero images among the game thumbnails. */
async function seedCompletedList(handle: DatabaseHandle): Promise<void> {
  await seedGameCatalog(handle.db, 0);
  await seedCompletedTournaments(handle.db, COMPLETED_TOURNAMENTS, HERO_IMAGES);
}

export const completedFirstCardFigure: BenchFigure = {
  figure: 17,
  title: TITLE,
  budget: `first card ≤ ${BUDGET_MS / 1000} s (median), cold and from the navbar`,
  async run({ quick, log }) {
    const webRoot = await productionSpaDir(log);
    const loads = await measureSignedInRuns(log, seedCompletedList, quick ? 3 : 7, (openSignedIn, origin) => measureLoad(openSignedIn, origin, webRoot));
    const pick = (key: keyof Load) => loads.map((load) => load[key]);
    const budget = (values: number[]) => ({ text: `≤ ${BUDGET_MS / 1000} s`, pass: summarize(values).median <= BUDGET_MS });
    return {
      figure: 17,
      title: TITLE,
      measurements: [
        measurementOf('PGlite: cold load of /completed (sign-in redirect included) → first card painted', pick('coldMs'), 'ms', { budget: budget(pick('coldMs')) }),
        measurementOf('PGlite: Completed clicked in the navbar of the open console → first card painted', pick('fromNavbarMs'), 'ms', { budget: budget(pick('fromNavbarMs')) }),
        measurementOf('Cold load: the signed-in document (after the sign-in redirect) starts', pick('signedInDocumentMs'), 'ms'),
        measurementOf('Cold load: the list call (first page) sent', pick('listSentMs'), 'ms'),
        measurementOf('Cold load: the list call (first page) answered', pick('listAnsweredMs'), 'ms'),
        measurementOf('Cards on the first page', pick('cards'), 'cards'),
        measurementOf('JavaScript for the cold load (gzip -9 of the files loaded)', pick('jsGzipKb'), 'KB', { note: "figure 1's budget for the first route: ≤ 200 KB" }),
      ],
      notes: [
        `Issue 13: with ${COMPLETED_TOURNAMENTS.toLocaleString('en')} completed tournaments the Completed page's first card paints in ≤ 1 s. Seeded as figure 16 (hero images among ${HERO_IMAGES} game thumbnails of the server) on a throw-away PGlite, the embedded default (the browser figures run on it; figure 16 times the same call on PostgreSQL); the server in its own process serving the production build; headless Chromium at 1280×800, signed in as admin/admin; loopback, no throttling.`,
        'Cold: as figure 1 does for Running: the HTTP cache emptied, the clock from the navigation to /completed (the SPA loads, redirects to the provider, comes back with a code and loads again from the cache) to the first frame after a `.tournament-card` exists. From the navbar: the same context then opens / (no running tournaments: no card) and clicks Completed; from the click to the first card painted.',
        'The page asks the API for its first page of 24 (GET /api/tournaments/completed?take=24&skip=0, X-Total-Count for the pager) instead of all 10,000, so what it loads no longer grows with the list.',
      ],
    };
  },
};
