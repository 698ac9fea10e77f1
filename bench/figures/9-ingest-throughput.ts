/**
 * Figure 9 (issue 11): sustained ingest through POST /api/events with 10 tournaments running, one of them on the
 * big board, against a bare-SQL baseline in the same run that stores the same events and adds their points to
 * per-player totals in plain SQL (bench/lib/bareSqlScoring.ts).
 */
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../server/src/db/database';
import type { GamingEvent } from '../../server/src/events/eventSchema';
import { leaderboardSize, withBigLeaderboard } from '../lib/bigLeaderboard';
import { prepareBareSqlTotals, storeAndScoreInPlainSql } from '../lib/bareSqlScoring';
import { inParallel } from '../lib/eventIngest';
import { prepareTraffic, RUNNING_TOURNAMENTS } from '../lib/eventTraffic';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { BATCH_SIZE, batchesOf, CONCURRENCY, eventsPerSecondThroughApi, WARM_UP_EVENTS } from '../lib/ingestRate';
import { withServerProcess } from '../lib/serverProcess';
import { median } from '../lib/stats';
import { type DatabaseKind, measureOnEachDatabase, whileOpen } from '../lib/throwawayDatabase';

const MIN_EVENTS_PER_SECOND: Record<DatabaseKind, number> = { PostgreSQL: 10_000, PGlite: 2_000 };
const MIN_RATIO = 0.5;
const TITLE = `Ingest, sustained: POST /api/events with ${RUNNING_TOURNAMENTS} running tournaments, one of 1,000,000 players`;

const roundsOf = (quick: boolean) => (quick ? { rounds: 2, events: 5_000 } : { rounds: 3, events: 50_000 });

async function eventsPerSecondInPlainSql(handle: DatabaseHandle, batches: GamingEvent[][]): Promise<number> {
  const ms = await inParallel(batches, CONCURRENCY, (batch) => storeAndScoreInPlainSql(handle.db, batch));
  return (batches.length * BATCH_SIZE * 1000) / ms;
}

/**
 * The database's clock as PostgreSQL's text (a Date would drop the microseconds): rows an event scores get its
 * occurred_at (the time it was made, after this), seeded rows have earlier ones or (some demo boards) days ahead.
 */
async function databaseClock(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ now: string }>`SELECT clock_timestamp()::text AS now`.execute(handle.db);
  return rows[0].now;
}

/** Rows of the leaderboards (or of the baseline's totals) that events changed since `since`. */
async function rowsScoredSince(handle: DatabaseHandle, table: 'leaderboard_rows' | 'bench_totals', since: string): Promise<number> {
  const { rows } = await sql<{ changed: number }>`
    SELECT count(*)::int AS changed FROM ${sql.table(table)} WHERE computed > ${since}::timestamptz AND computed <= clock_timestamp()`.execute(handle.db);
  return rows[0].changed;
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  const size = leaderboardSize(quick);
  const { rounds, events } = roundsOf(quick);
  const seeded = { postgresUrl, log };
  // Two copies of the seeded database: the server's, and the baseline's (open in this process meanwhile).
  return withBigLeaderboard(kind, seeded, size, (apiDatabase) =>
    withBigLeaderboard(kind, seeded, size, async (sqlDatabase) => {
      const { plan, since } = await whileOpen(apiDatabase, async (handle) => ({ plan: await prepareTraffic(handle.db), since: await databaseClock(handle) }));
      const { api, bare, bareScored } = await whileOpen(sqlDatabase, async (handle) => {
        await prepareTraffic(handle.db);
        await prepareBareSqlTotals(handle.db);
        return withServerProcess(apiDatabase.serverEnv, async (server) => {
          const rates = { api: [] as number[], bare: [] as number[] };
          log(`${kind}: warming up (a round of ${WARM_UP_EVENTS.toLocaleString('en')} events each, not recorded)`);
          await eventsPerSecondThroughApi(server, batchesOf(plan, 'api-warm-up', 0, WARM_UP_EVENTS));
          await eventsPerSecondInPlainSql(handle, batchesOf(plan, 'sql-warm-up', 0, WARM_UP_EVENTS));
          for (let round = 0; round < rounds; round++) {
            log(`${kind}: round ${round + 1} of ${rounds}, ${events.toLocaleString('en')} events through the API and in bare SQL`);
            const apiRound = () => eventsPerSecondThroughApi(server, batchesOf(plan, 'api', round, events)).then((rate) => rates.api.push(rate));
            const bareRound = () => eventsPerSecondInPlainSql(handle, batchesOf(plan, 'sql', round, events)).then((rate) => rates.bare.push(rate));
            // Taking turns at going first, so that neither always meets the other's leftovers (checkpoints, caches).
            for (const measure of round % 2 ? [bareRound, apiRound] : [apiRound, bareRound]) await measure();
          }
          return rates;
        }).then(async (rates) => ({ ...rates, bareScored: await rowsScoredSince(handle, 'bench_totals', since) }));
      });
      const scored = await whileOpen(apiDatabase, (handle) => rowsScoredSince(handle, 'leaderboard_rows', since));
      const apiMedian = median(api);
      const bareMedian = median(bare);
      const ratio = apiMedian / bareMedian;
      const minimum = MIN_EVENTS_PER_SECOND[kind];
      return [
        {
          label: `${kind}: events/s through POST /api/events (batches of ${BATCH_SIZE.toLocaleString('en')}, ${CONCURRENCY} at a time)`,
          value: apiMedian,
          unit: 'events/s',
          runs: rounds,
          baseline: { label: 'bare SQL', value: bareMedian, ratio },
          budget: { text: `≥ ${minimum.toLocaleString('en')} events/s; ≥ ${MIN_RATIO}× bare SQL`, pass: apiMedian >= minimum && ratio >= MIN_RATIO },
          note:
            `rounds: API ${api.map(Math.round).join(', ')}; bare SQL ${bare.map(Math.round).join(', ')} events/s; ` +
            (scored > 0 ? `${scored.toLocaleString('en')} leaderboard rows scored by the API's events` : 'no leaderboard row changed: this build stores events without scoring them') +
            `; the baseline changed ${bareScored.toLocaleString('en')} totals`,
        },
      ];
    }),
  );
}

export const ingestThroughputFigure: BenchFigure = {
  figure: 9,
  title: TITLE,
  budget: `≥ ${MIN_EVENTS_PER_SECOND.PostgreSQL.toLocaleString('en')} events/s on PostgreSQL, ≥ ${MIN_EVENTS_PER_SECOND.PGlite.toLocaleString('en')} on PGlite; ≥ ${MIN_RATIO}× bare SQL`,
  async run(options) {
    const size = leaderboardSize(options.quick);
    const { rounds, events } = roundsOf(options.quick);
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 9,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 11, spec §6. The demo seed with ${size.toLocaleString('en')} players on the flagship's board, plus copies of the demo's running tournaments (same rules, empty boards) until ${RUNNING_TOURNAMENTS} are running. ${rounds} rounds of ${events.toLocaleString('en')} new events each, per database; the value is the median round, after an unrecorded warm-up round of ${WARM_UP_EVENTS.toLocaleString('en')} events on each side.`,
        'Events (bench/lib/eventTraffic.ts): per 100, 85 casino rounds on the games of the running tournaments\' wagering conditions (stakes 1–50.5, either platform), 8 bonus wins of their configured bonuses, 5 deposits, 1 role grant, 1 opt-in; players drawn from the seed\'s (the big board\'s, and the 500 not on it yet), timestamped now. The same generator with the same seed makes the API\'s and the baseline\'s events; only the ids differ.',
        `API: the server in its own process (DEMO_EVENTS=off, background jobs off) with the ingest client's client-credentials token; the batches serialised before the clock starts and posted with node:http keep-alive (fetch until 2026-11-27), ${CONCURRENCY} in flight (2× the CPUs: one batch is parsed and validated while another waits on the database; on PGlite the pool has one connection, so more would only queue). Batches of ${BATCH_SIZE.toLocaleString('en')} (spec §1 allows 10,000): what a platform sending 10,000 a second flushes every 100 ms; the per-request costs are spread thin while each batch stays a short transaction.`,
        `Bare SQL baseline, in the same run on a second copy of the same database, open in the bench process while the server runs (rounds take turns at going first): the same batches, ${CONCURRENCY} at a time, each one transaction of the route's own insert (storeNewEvents) and one upsert adding points to per-player totals (a table keyed (tournament_id, user_id), filled with the seeded standings); the points in SQL from each running tournament's score driver, first matching wagering condition, win criteria, bonus factors and deposit bounds. It keeps no ranks and skips boosters, eligibility, weekdays, role scores and floor_score. Both sides share the machine's 2 CPUs with the other side's idle database and the bench process.`,
      ],
    };
  },
};
