/**
 * Figure 8 (issue 16): GET /api/tournaments/running, one read at a time, while 200 failed bonuses are resent
 * at once through PUT /api/bonus-outbox/sent to a bonus system that takes 2 s to answer. A send must hold no
 * database connection while it waits (on PGlite the pool has one), so reads stay as fast as when idle.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema';
import { TournamentStatus } from '../../src/domain/enums';
import { seedRunningTournaments } from '../lib/consoleSeed';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { median, repeat, summarize } from '../lib/stats';
import { type DatabaseKind, measureOnEachDatabase, whileOpen, withThrowawayDatabase } from '../lib/throwawayDatabase';

const RESENDS = 200;
const GATEWAY_DELAY_MS = 2_000;
const RUNNING = 20;
const API_PATH = '/api/tournaments/running';
const P95_BUDGET_MS = 50;
const TITLE = `Reads while ${RESENDS} bonus resends wait on a bonus system that answers in ${GATEWAY_DELAY_MS / 1000} s`;

/** A completed tournament whose `count` outbox entries failed their automatic attempts; answers their ids. */
async function seedFailedEntries(db: Kysely<Database>, count: number): Promise<number[]> {
  const { id } = await db
    .insertInto('tournaments')
    .values({
      status: TournamentStatus.Completed,
      title: 'Bench: bonuses to resend',
      start_at: sql`now() - interval '8 days'`,
      end_at: sql`now() - interval '1 day'`,
      bonus_win_amount_ingestion_configuration: '{}',
      user_role_assignment_score_configuration: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await sql<{ id: number }>`
    INSERT INTO bonus_outbox (tournament_id, rank, user_id, bonus_code, total_score, send_failures, last_error)
    SELECT ${id}, r.i, 'bench-player-' || r.i, 'FS-10', 1000 - r.i, 3, 'Bonus system unavailable'
    FROM generate_series(1, ${count}::int) AS r (i)
    RETURNING id`.execute(db);
  return rows.rows.map((row) => row.id);
}

async function timedRead(server: ServerProcess): Promise<number> {
  const start = performance.now();
  const { status } = await server.get(API_PATH);
  if (status !== 200) throw new Error(`${API_PATH} answered ${status}`);
  return performance.now() - start;
}

/** Resends `ids` all at once and reads one request at a time until every resend has answered. */
async function readWhileResending(server: ServerProcess, ids: number[]): Promise<{ reads: number[]; resendSeconds: number }> {
  const start = performance.now();
  let answered = false;
  const resends = Promise.all(ids.map((id) => server.send('PUT', '/api/bonus-outbox/sent', { id }))).finally(() => (answered = true));
  const reads: number[] = [];
  while (!answered) reads.push(await timedRead(server));
  const refused = (await resends).filter((resend) => resend.status !== 200);
  if (refused.length > 0) throw new Error(`${refused.length} of ${ids.length} resends failed, e.g. ${refused[0].status} ${refused[0].text}`);
  return { reads, resendSeconds: (performance.now() - start) / 1000 };
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  const rounds = quick ? 1 : 3;
  return withThrowawayDatabase(kind, postgresUrl, async (database) => {
    const ids = await whileOpen(database, async (handle) => {
      await seedRunningTournaments(handle.db, RUNNING, 20);
      return seedFailedEntries(handle.db, RESENDS * rounds);
    });
    return withServerProcess({ ...database.serverEnv, BENCH_GATEWAY_DELAY_MS: String(GATEWAY_DELAY_MS) }, async (server) => {
      const reads: number[] = [];
      const resendSeconds: number[] = [];
      for (let round = 0; round < rounds; round++) {
        log(`${kind}: round ${round + 1} of ${rounds}, ${RESENDS} resends`);
        const run = await readWhileResending(server, ids.slice(round * RESENDS, (round + 1) * RESENDS));
        reads.push(...run.reads);
        resendSeconds.push(run.resendSeconds);
      }
      // After the rounds, so that both kinds of read run on a warmed-up server.
      const idle = summarize(await repeat(quick ? 50 : 200, () => timedRead(server), 10));
      const { text } = await server.get('/api/bonus-outbox/failed/count');
      if (Number(text) !== 0) throw new Error(`${text} entries still failed after the resends`);
      const during = summarize(reads);
      return [
        {
          label: `${kind}: GET ${API_PATH} while the resends wait`,
          value: during.median,
          unit: 'ms',
          runs: during.runs,
          p95: during.p95,
          baseline: { label: 'the same read, idle', value: idle.median, ratio: during.median / idle.median },
          budget: { text: `p95 ≤ ${P95_BUDGET_MS} ms`, pass: during.p95 <= P95_BUDGET_MS },
          note: `max ${during.max.toFixed(1)} ms; idle p95 ${idle.p95.toFixed(1)} ms, max ${idle.max.toFixed(1)} ms`,
        },
        {
          label: `${kind}: ${RESENDS} resends, from the first sent to the last answered`,
          value: median(resendSeconds),
          unit: 's',
          runs: rounds,
          note: `every resend answered 200; rounds took ${resendSeconds.map((seconds) => seconds.toFixed(2)).join(', ')} s`,
        },
      ];
    });
  });
}

export const readsDuringResendsFigure: BenchFigure = {
  figure: 8,
  title: TITLE,
  budget: `reads p95 ≤ ${P95_BUDGET_MS} ms while the resends wait`,
  async run(options) {
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 8,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 16: ${RUNNING} running tournaments (the set-based seed of figure 1) and ${RESENDS} outbox entries per round whose automatic attempts failed, in a throw-away database; the server in its own process on loopback (background jobs off), its bonus system a stand-in that credits each bonus after ${GATEWAY_DELAY_MS / 1000} s (bench/lib/slowBonusGateway.ts, BENCH_GATEWAY_DELAY_MS), within the server's 10 s time limit. Each round sends the ${RESENDS} PUT /api/bonus-outbox/sent at once (node:http, one connection each; fetch until 2026-11-27) and meanwhile reads ${API_PATH} one request at a time (node:http keep-alive, admin token) until the last resend has answered; the percentiles are over every read of every round. The idle reads follow the rounds, once every resend has been answered.`,
        `The max is a read that arrives with a burst: the ${RESENDS} requests reach the server together and their claims queue for the database ahead of it (PGlite: one connection, one statement at a time; PostgreSQL: a pool of 10), and the records queue the same way as the answers come back ${GATEWAY_DELAY_MS / 1000} s later. Neither holds a connection while the bonus system answers.`,
        'A send claims its entry in one statement, commits, calls the bonus system holding no database connection, then records the outcome in a second statement (server/src/outbox/entrySending.ts). Before issue 16 the gateway call ran inside the transaction that locked the entry. This figure on that code (a quick run with 100 resends, 2026-11-24): on PGlite the sends took the one connection 2 s each in turn, so the round lasted 203 s and the one read made during it waited 202 s; on PostgreSQL the sends held all 10 connections of the pool for 21 s, reads p95 4.4 s, max 16 s.',
      ],
    };
  },
};
