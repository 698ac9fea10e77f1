/**
 * Figure 6: typing in the editor of a big Draft (50 tiers, 20 wagering conditions of 200 games each):
 * input-to-paint latency per keystroke in the Title field.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { TournamentFields } from '../../src/domain/tournament';
import { newWageringCondition } from '../../src/domain/tournamentDefaults';
import { validTournamentBody } from '../../server/test/fixtures/tournamentFixture';
import { seedGameCatalog } from '../lib/consoleSeed';
import { withConsoleInBrowser } from '../lib/consoleInBrowser';
import type { BenchFigure } from '../lib/figure';
import { typeAndMeasure } from '../lib/keystrokeLatency';
import type { ServerProcess } from '../lib/serverProcess';
import { summarize } from '../lib/stats';
import { withTimeLimit } from '../lib/timeLimit';

const TIERS = 50;
const CONDITIONS = 20;
const GAMES_PER_CONDITION = 200;
const BUDGET_MS = 50;
const TYPED = ' of the biggest spring slots race';
/** A fast typist: about 8 keys a second. */
const KEY_PAUSE_MS = 120;
const SETTLE_TIME_LIMIT_MS = 120_000;
const LOOK_BEFORE_TYPING_MS = 1000;
/** Settling, then typing (about 5 s). */
const RUN_TIME_LIMIT_MS = 2 * SETTLE_TIME_LIMIT_MS + 60_000;

function bigDraft(): TournamentFields {
  const body = validTournamentBody(new Date());
  const [tier] = body.tiers;
  return {
    ...body,
    title: 'Benchmark draft',
    tiers: Array.from({ length: TIERS }, (_, index) => ({ ...tier, rank_min: index + 1, rank_max: index + 1 })),
    wagering_conditions: Array.from({ length: CONDITIONS }, (_, condition) => ({
      ...newWageringCondition(),
      casino_game_ids: Array.from({ length: GAMES_PER_CONDITION }, (_, game) => condition * GAMES_PER_CONDITION + game + 1),
    })),
  };
}

async function createBigDraft(server: ServerProcess): Promise<number> {
  const response = await server.send('PUT', '/api/tournaments', bigDraft());
  if (response.status !== 200) throw new Error(`creating the draft answered ${response.status}: ${response.text}`);
  return Number(response.text);
}

/**
 * Opens the draft and waits until it has settled: every condition shown and every game's info arrived
 * (a thumbnail still waiting shows the game's id in a span). Generous limits: on a loaded machine the
 * first render of some 4,000 thumbnails takes a while, and that is not what this figure measures.
 */
async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('region', { name: `Condition ${CONDITIONS}` }).waitFor({ timeout: SETTLE_TIME_LIMIT_MS });
  await page.waitForFunction(() => document.querySelector('span.selected-games-strip__thumbnail') === null, null, { timeout: SETTLE_TIME_LIMIT_MS, polling: 500 });
  // A user looks at the form before typing: the thumbnails in view finish loading and painting meanwhile.
  await page.waitForTimeout(LOOK_BEFORE_TYPING_MS);
}

/**
 * Each run in a page of its own, closed afterwards without its beforeunload handler: the typed title is an
 * unsaved change, and navigating the same page again would wait on the leave guard's question.
 */
async function openAndType(context: BrowserContext, url: string): Promise<number[]> {
  const page = await context.newPage();
  try {
    await openSettled(page, url);
    return await typeAndMeasure(page, '#title', TYPED, KEY_PAUSE_MS);
  } finally {
    await page.close({ runBeforeUnload: false });
  }
}

export const editorTypingFigure: BenchFigure = {
  figure: 6,
  title: 'Typing in the editor of a Draft with 50 tiers and 20 conditions of 200 games',
  budget: `keystroke to paint p95 ≤ ${BUDGET_MS} ms`,
  async run({ quick, log }) {
    const runs = quick ? 1 : 3;
    const latencies = await withConsoleInBrowser(
      log,
      (handle) => seedGameCatalog(handle.db, 0),
      async ({ server, signedInPage }) => {
        const id = await createBigDraft(server);
        // The signed-in context keeps the session; its Running page is closed, so nothing else runs meanwhile.
        const signedIn = await signedInPage();
        const context = signedIn.context();
        await signedIn.close();
        const all: number[] = [];
        for (let run = 0; run < runs; run++) {
          all.push(...(await withTimeLimit(openAndType(context, `${server.url}/tournament/${id}`), RUN_TIME_LIMIT_MS, 'Opening the big draft and typing in its title')));
        }
        return all;
      },
    );
    const latency = summarize(latencies);
    return {
      figure: 6,
      title: this.title,
      measurements: [
        {
          label: 'Keystroke to next paint in the Title field',
          value: latency.median,
          p95: latency.p95,
          unit: 'ms',
          runs: latency.runs,
          note: `max ${latency.max.toFixed(1)} ms; runs = keystrokes`,
          budget: { text: `p95 ≤ ${BUDGET_MS} ms`, pass: latency.p95 <= BUDGET_MS },
        },
      ],
      notes: [
        `A Draft created through the API (PUT /api/tournaments) with ${TIERS} tiers and ${CONDITIONS} wagering conditions of ${GAMES_PER_CONDITION} games each (${CONDITIONS * GAMES_PER_CONDITION} distinct games of the demo catalogue), opened on its Tournament page in the production build (headless Chromium, 1280×800); ${runs} page load(s), each in a new page of the signed-in context, waiting until every thumbnail shows its game's info and ${LOOK_BEFORE_TYPING_MS / 1000} s more, then typing "${TYPED}" (${TYPED.length} keys, ${KEY_PAUSE_MS} ms apart) at the end of the title. Each run's page is closed without its beforeunload handler: navigating the same page again had to wait on the leave guard's question about the unsaved title, which is why a full run used to time out.`,
        'Latency per keystroke: from the keydown event\'s timestamp to a task queued from the next requestAnimationFrame callback, i.e. after the frame that shows the typed character (React commits the controlled input in the input event, before that frame).',
        'What a keystroke in the title costs (issue 6 optimisation): each control selects its own field (useEditorField), so React re-renders the Title and Slug controls, the heading and the unsaved-changes indicator only; the thumbnails get their games from one subscription per strip instead of one per game (4,000 store subscriptions fewer to run per keystroke). In a Chromium trace the input event\'s handling went from about 40 ms to about 6 ms per keystroke; the rest of a keystroke is the browser\'s: inserting the character, react-quill\'s document-wide selectionchange listener, and a frame of style, layout, intersection checks and paint, plus the wait for the next frame.',
        'Fewer elements (second pass): a strip mounts its thumbnails only once it comes within 600 px of the viewport (one IntersectionObserver per strip, then none); until then it holds one empty item per game, as tall as a thumbnail, so the page does not jump. A thumbnail\'s ← → controls are plain buttons without a wrapper (antd Buttons were a button and a span each). A thumbnail went from 8 elements to 5, a strip not yet near the viewport from 1,600 to 200: the some 32,000 elements of the 4,000 thumbnails become about 4,000 empty items plus the thumbnails of the strips near the top of the page, and only those strips\' lazy images are observed. Two quick runs before: median 25.5 / 39.8 ms, p95 202 / 77.8 ms; after: median 27.8 / 22.6 ms, p95 52.9 / 41.4 ms.',
        'On this shared 2-CPU machine the p95 follows the load of other processes. The keystroke that makes the heading wrap to a second line still lays out the whole page again (tens of ms once); a heading that keeps one line (ellipsis, full title in its title attribute) would remove that, at the cost of a change in look.',
      ],
    };
  },
};
