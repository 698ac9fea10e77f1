/**
 * Figure 1: the first load of the Running page with 1,000 running tournaments, in headless Chromium on
 * loopback, with an empty browser cache and a valid sign-in session (see the notes for what that includes).
 */
import { seedGameCatalog, seedRunningTournaments } from '../lib/consoleSeed';
import { measureSignedInRuns } from '../lib/consoleInBrowser';
import { measurementOf, type BenchFigure } from '../lib/figure';
import { startNetworkLog } from '../lib/networkLog';
import { markPaints, readPaintMarks } from '../lib/paintMarks';
import { productionSpaDir } from '../lib/productionSpa';
import { ownScripts, ownScriptsGzipKb } from '../lib/scriptSizes';
import { summarize } from '../lib/stats';

const TOURNAMENTS = 1_000;
const HERO_IMAGES = 50;
const JS_BUDGET_KB = 200;
const CARD = '.tournament-card';
/** LCP is final once the page has been still for a while (no input comes). */
const SETTLE_MS = 1_000;

interface FirstLoad {
  jsGzipKb: number;
  jsTransferredKb: number;
  cssTransferredKb: number;
  requests: number;
  scripts: number;
  firstCardMs: number;
  lcpMs: number;
  encodings: string[];
}

const kb = (bytes: number) => bytes / 1024;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function measureFirstLoad(openSignedIn: () => Promise<import('playwright-core').Page>, origin: string, webRoot: string): Promise<FirstLoad> {
  const page = await openSignedIn();
  try {
    await page.goto('about:blank');
    await markPaints(page, CARD);
    const network = await startNetworkLog(page, true);
    const start = Date.now();
    await page.goto(`${origin}/`);
    await page.locator(CARD).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const marks = await readPaintMarks(page);
    await network.stop();
    const { responses } = network;
    const ofType = (type: string) => responses.filter((response) => response.type === type);
    return {
      jsGzipKb: ownScriptsGzipKb(responses, origin, webRoot),
      jsTransferredKb: kb(sum(ofType('Script').map((response) => response.transferred))),
      cssTransferredKb: kb(sum(ofType('Stylesheet').map((response) => response.transferred))),
      requests: network.requests(),
      scripts: ownScripts(responses, origin).length,
      firstCardMs: marks.timeOrigin + marks.firstMatchPainted - start,
      lcpMs: marks.timeOrigin + marks.largestContentfulPaint - start,
      encodings: [...new Set([...ofType('Script'), ...ofType('Stylesheet')].map((response) => response.encoding || 'none'))],
    };
  } finally {
    await page.context().close();
  }
}

export const runningFirstLoadFigure: BenchFigure = {
  figure: 1,
  title: 'First load of the Running page (1,000 running tournaments)',
  budget: `≤ ${JS_BUDGET_KB} KB gzip of JavaScript for the first route`,
  async run({ quick, log }) {
    const runs = quick ? 3 : 7;
    const webRoot = await productionSpaDir(log);
    const loads = await measureSignedInRuns(
      log,
      async (handle) => {
        await seedGameCatalog(handle.db, 0);
        await seedRunningTournaments(handle.db, TOURNAMENTS, HERO_IMAGES);
      },
      runs,
      (openSignedIn, origin) => measureFirstLoad(openSignedIn, origin, webRoot),
    );
    const pick = (key: keyof Omit<FirstLoad, 'encodings'>) => loads.map((load) => load[key]);
    const jsGzip = summarize(pick('jsGzipKb'));
    const encodings = [...new Set(loads.flatMap((load) => load.encodings))].join(', ');
    return {
      figure: 1,
      title: this.title,
      measurements: [
        measurementOf('JavaScript for the first route (gzip -9 of the files loaded)', pick('jsGzipKb'), 'KB', {
          budget: { text: `≤ ${JS_BUDGET_KB} KB gzip`, pass: jsGzip.median <= JS_BUDGET_KB },
        }),
        measurementOf('JavaScript transferred (as served, headers included)', pick('jsTransferredKb'), 'KB', { note: `Content-Encoding: ${encodings}` }),
        measurementOf('CSS transferred', pick('cssTransferredKb'), 'KB'),
        measurementOf('Requests (all, redirects included)', pick('requests'), 'requests'),
        measurementOf('Script files', pick('scripts'), 'files'),
        measurementOf('Time to the first tournament card painted', pick('firstCardMs'), 'ms'),
        measurementOf('Largest contentful paint', pick('lcpMs'), 'ms'),
      ],
      notes: [
        `${TOURNAMENTS} running tournaments on a throw-away PGlite (the server in its own process, serving the production build of \`npm run build\`), their hero images among ${HERO_IMAGES} game thumbnails of the server. Headless Chromium (/usr/bin/chromium), 1280×800, loopback, no network throttling.`,
        'Each run: a new browser context signs in as admin/admin (the identity provider\'s login form), then the HTTP cache is emptied (CDP Network.clearBrowserCache) and the clock starts at the navigation to `/`. The console uses keycloak-js with login-required, so that load runs the SPA, which redirects to the provider; with its session cookie the provider answers at once with a code and the SPA loads a second time (from the cache just filled) and exchanges the code. Times are from the first request of that navigation, the redirect round trip included, to the first card painted (first frame after a `.tournament-card` exists) and to the LCP of the final document. The login form itself is not in the figures.',
        'JavaScript for the first route: every script of this server the navigation loaded (entry, vendor chunks, the Running route\'s lazy chunk), each counted once, as its gzip -9 size from the build; the transferred figure is what went over the wire.',
        'What that JavaScript is (production build, sizes gzip -9, split by package through the source maps; issue 14): the entry\'s vendor chunk, about 148 KB — react-dom 41 (45 with react and scheduler), react-router 28.5 (already its production build), antd about 39 with its @rc-component and @ant-design internals and CSS-in-JS (ConfigProvider and its theme; Alert for the toasts, Spin while signing in, Skeleton while loading), keycloak-js 9, Redux Toolkit, immer, redux-saga, reselect and react-redux about 15, react-intl with intl-messageformat and @formatjs/intl 7 (no ICU parser: the texts arrive compiled); the entry\'s own code 15 (the shell and the Running page\'s store: auth, language, toasts, tournaments, live and unsent (the navbar\'s count), with their sagas and messages; the other features come with their routes); the list pages\' shared chunks 13.5 (antd Button with its Space.Compact context and wave effect, 10; the list page, its grid and cards, 3.5); the Running route 0.2; the webpack runtime 3.',
        'Out of the first route (242 KB before issue 6\'s navbar and list work; react-intl then took 194 to 213.2): the other features\' reducers, sagas, API calls, validation rules and messages, 20 KB of the entry\'s 35 (199 to 180 KB; injected with their routes: Redux Toolkit combineSlices and inject, their sagas run when the route loads, decision 103 in docs/decisions/); FormatJS\'s ICU parser with its skeleton parser, 7 KB net of the larger compiled texts (every text is compiled to its AST at build time, webpack.messages.ts), and @rc-component/trigger with its portal and resize observer, 7.6 KB, which antd\'s ConfigProvider imported through Tooltip\'s UniqueProvider for an option the console never sets (a stand-in there; Tooltip and the rest load the real one with their chunks). Earlier: antd Layout, Menu, Dropdown and Badge (the navbar is plain NavLinks drawn like antd\'s dark menu; links the row has no room for move into a \'…\' menu, found by an IntersectionObserver instead of rc-menu and rc-overflow; the user menu and \'…\' are the console\'s own menu button; the unsent count is its own badge), and on the list page antd Typography (which imported Input and TextArea for its editable mode), Row, Col and Empty (a plain heading, a CSS grid, a plain empty text); antd Result (the 404 and 401 pages are lazy chunks), all of @rc-component/form but its FormProvider (sideEffects), antd Card and Tabs (the cards are the console\'s own markup). Left if the budget tightens: @formatjs/intl\'s number, date, relative-time, list and display-name formatters, which the console never calls (about 1.8 KB, measured with a message-only createIntl).',
      ],
    };
  },
};
