/**
 * Figure 16 (issue 13): the first page of 10,000 completed tournaments through the HTTP API, on PostgreSQL and
 * PGlite, beside a search, a sort by title, a deep page and the spec's whole list (no parameters) for context.
 */
import { LIST_PAGE_SIZE } from '../../src/features/tournaments/listView';
import { seedCompletedTournaments, seedGameCatalog } from '../lib/consoleSeed';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { repeat, summarize, timed } from '../lib/stats';
import { measureOnEachDatabase, whileOpen, withThrowawayDatabase, type DatabaseKind } from '../lib/throwawayDatabase';

export const COMPLETED_TOURNAMENTS = 10_000;
/** As many game thumbnails as figure 1 uses for hero images. */
export const HERO_IMAGES = 50;
const P95_BUDGET_MS = 300;
const TITLE = 'First page of 10,000 completed tournaments (HTTP API)';

interface Case {
  label: string;
  path: string;
  budget: boolean;
  /** The whole list is slow by nature: fewer runs. */
  few?: boolean;
}

const page = (query: string) => `/api/tournaments/completed?take=${LIST_PAGE_SIZE}${query}`;

const CASES: Case[] = [
  { label: `first page (${LIST_PAGE_SIZE}, the console's page)`, path: page('&skip=0'), budget: true },
  { label: "first page sorted by title, Z to A", path: page('&skip=0&sort=title&order=desc'), budget: false },
  { label: "first page of a search ('cup 77': 111 match)", path: page('&skip=0&q=cup%2077'), budget: false },
  { label: 'page at skip 9,000', path: page('&skip=9000'), budget: false },
  { label: 'the whole list (no parameters: the spec\'s answer)', path: '/api/tournaments/completed', budget: false, few: true },
];

async function timeCase(server: ServerProcess, { path, few }: Case, quick: boolean): Promise<number[]> {
  const runs = few ? (quick ? 3 : 10) : quick ? 40 : 200;
  return repeat(
    runs,
    () =>
      timed(async () => {
        const { status } = await server.get(path);
        if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
      }),
    few ? 1 : 10,
  );
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  return withThrowawayDatabase(kind, postgresUrl, async (database) => {
    log(`${kind}: seeding ${COMPLETED_TOURNAMENTS} completed tournaments`);
    await whileOpen(database, async (handle) => {
      await seedGameCatalog(handle.db, 0);
      await seedCompletedTournaments(handle.db, COMPLETED_TOURNAMENTS, HERO_IMAGES);
    });
    return withServerProcess(database.serverEnv, async (server) => {
      const rows: Measurement[] = [];
      for (const readCase of CASES) {
        log(`${kind}: ${readCase.label}`);
        const { median, p95, runs, max } = summarize(await timeCase(server, readCase, quick));
        rows.push({
          label: `${kind}: ${readCase.label}`,
          value: median,
          unit: 'ms',
          runs,
          p95,
          note: `max ${max.toFixed(1)} ms`,
          ...(readCase.budget ? { budget: { text: `p95 ≤ ${P95_BUDGET_MS} ms`, pass: p95 <= P95_BUDGET_MS } } : {}),
        });
      }
      return rows;
    });
  });
}

export const completedFirstPageFigure: BenchFigure = {
  figure: 16,
  title: TITLE,
  budget: `first page p95 ≤ ${P95_BUDGET_MS} ms`,
  async run(options) {
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 16,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 13: the first page of ${COMPLETED_TOURNAMENTS.toLocaleString('en')} completed tournaments answers in p95 ≤ ${P95_BUDGET_MS} ms. Seeded set-based into a throw-away database (one completed tournament a day back from yesterday, each with a tier and a wagering condition of 8 games, ANALYZE after); the server in its own process on loopback, called one request at a time with an admin token (node:http keep-alive), after warm-up calls; from sending the request to reading the whole body, X-Total-Count included.`,
        'A page is the list\'s filter and order with LIMIT/OFFSET, an index scan of (status, order column, id) (migration 012) that stops at the page, plus a count of the (searched) list for X-Total-Count; a search (title or slug ILIKE, or the id) filters the status\'s rows in order. The whole list is the spec\'s answer for clients that send no parameters, shown for scale.',
      ],
    };
  },
};
