/**
 * Figure 7: throughput of GET /api/tournaments/running with 1,000 running tournaments at 50 connections
 * (autocannon on loopback, bounded in time), as a ratio to the same server answering a static file that
 * holds the very same bytes, so the ratio is what computing the answer costs over sending it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedRunningTournaments } from '../lib/consoleSeed';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { loadTest, type LoadRun } from '../lib/loadTest';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { median } from '../lib/stats';
import { type DatabaseKind, measureOnEachDatabase, whileOpen, withThrowawayDatabase } from '../lib/throwawayDatabase';

const TOURNAMENTS = 1_000;
const CONNECTIONS = 50;
const API_PATH = '/api/tournaments/running';
/** In the web root: @fastify/static registers a route per file present at start, so it exists before. */
const STATIC_FILE = 'running.json';
const TITLE = `API throughput: GET ${API_PATH}, ${TOURNAMENTS.toLocaleString('en')} running tournaments, ${CONNECTIONS} connections`;

async function withWebRoot<T>(work: (webRoot: string) => Promise<T>): Promise<T> {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-web-'));
  try {
    // The SPA is served only when the web root has an index.html.
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>bench</title>');
    fs.writeFileSync(path.join(webRoot, STATIC_FILE), '');
    return await work(webRoot);
  } finally {
    fs.rmSync(webRoot, { recursive: true, force: true });
  }
}

const WARMUP_CALLS = 5;

/**
 * When autocannon stops, the server still works through the requests it had accepted (up to 50 slow
 * answers); one more request of the same kind queues behind them (the pool is FIFO), so once it is
 * answered the next run starts on an idle server.
 */
async function drain(server: ServerProcess, pathname: string): Promise<void> {
  await server.get(pathname);
}

/** Alternates API and static runs (after a few unrecorded calls of each), so both see the same machine. */
async function alternate(server: ServerProcess, quick: boolean): Promise<{ api: LoadRun[]; file: LoadRun[] }> {
  const seconds = quick ? 3 : 10;
  const rounds = quick ? 1 : 3;
  const api = { url: `${server.url}${API_PATH}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${server.token()}` } };
  const file = { url: `${server.url}/${STATIC_FILE}`, connections: CONNECTIONS };
  for (let call = 0; call < WARMUP_CALLS; call++) await Promise.all([server.get(API_PATH), server.get(`/${STATIC_FILE}`)]);
  const runs = { api: [] as LoadRun[], file: [] as LoadRun[] };
  for (let round = 0; round < rounds; round++) {
    // A fresh token each run: a long full run may outlive the 5-minute access token.
    runs.api.push(await loadTest({ ...api, headers: { authorization: `Bearer ${server.token()}` }, seconds }));
    await drain(server, API_PATH);
    runs.file.push(await loadTest({ ...file, seconds }));
    await drain(server, `/${STATIC_FILE}`);
  }
  return runs;
}

function rows(kind: DatabaseKind, bytes: number, { api, file }: { api: LoadRun[]; file: LoadRun[] }): Measurement[] {
  const of = (runs: LoadRun[], pick: (run: LoadRun) => number | undefined) => median(runs.map((run) => pick(run) ?? Number.NaN));
  const apiRate = of(api, (run) => run.requestsPerSecond);
  const fileRate = of(file, (run) => run.requestsPerSecond);
  const throughput: Measurement = {
    label: `${kind}: requests per second (answer ${(bytes / 1024).toFixed(0)} KB of JSON)`,
    value: apiRate,
    unit: 'req/s',
    runs: api.length,
    baseline: { label: 'static file of the same bytes', value: fileRate, ratio: apiRate / fileRate },
  };
  if (api.some((run) => run.answered === 0)) {
    return [{ ...throughput, note: 'no answer came back within a run: every request waited behind the others (see below)' }];
  }
  const apiLatency = of(api, (run) => run.latencyMedian);
  const fileLatency = of(file, (run) => run.latencyMedian);
  const latency: Measurement = {
    label: `${kind}: latency under that load`,
    value: apiLatency,
    unit: 'ms',
    runs: api.length,
    p95: of(api, (run) => run.latencyP95),
    baseline: { label: 'static file', value: fileLatency, ratio: apiLatency / fileLatency },
    note: `static file p95 ${of(file, (run) => run.latencyP95).toFixed(1)} ms; answers finished within the run only`,
  };
  return [{ ...throughput, note: `${median(api.map((run) => run.answered))} answers per run` }, latency];
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  return withThrowawayDatabase(kind, postgresUrl, async (database) => {
    await whileOpen(database, (handle) => seedRunningTournaments(handle.db, TOURNAMENTS, 20));
    return withWebRoot((webRoot) =>
      withServerProcess({ ...database.serverEnv, WEB_ROOT: webRoot }, async (server) => {
        const { status, text } = await server.get(API_PATH);
        const count = status === 200 ? (JSON.parse(text) as unknown[]).length : 0;
        if (count !== TOURNAMENTS) throw new Error(`${API_PATH} answered ${status} with ${count} tournaments`);
        fs.writeFileSync(path.join(webRoot, STATIC_FILE), text);
        log(`${kind}: loading ${API_PATH} and ${STATIC_FILE}`);
        return rows(kind, Buffer.byteLength(text), await alternate(server, quick));
      }),
    );
  });
}

export const runningThroughputFigure: BenchFigure = {
  figure: 7,
  title: TITLE,
  budget: 'none: issue 6 sets no number (the ratio to a static file of the same bytes is the figure)',
  async run(options) {
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    const seconds = options.quick ? 3 : 10;
    return {
      figure: 7,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `autocannon 8 (programmatic) in the bench process, ${CONNECTIONS} connections for ${seconds} s per run, against the server in its own process on loopback; API runs with an admin token, alternating with runs on a static file (@fastify/static, same server) holding the API's own answer, byte for byte. Tournaments: the set-based seed of figure 1 (bench/lib/consoleSeed.ts). Latency percentiles are over every response of a run; each figure is the median of the runs. Issue 6 sets no number here: the ratio is the figure.`,
        'Neither answer is compressed (autocannon asks for no encoding and the API has no compression), so both send the same bytes; the admin token is verified once and then remembered (server/src/auth/verifiedTokenCache.ts), and does not show in a profile.',
        'Where an answer goes (server CPU from /proc over 8 s runs at 50 connections on PostgreSQL, and a CPU profile, during development on this shared 2-CPU machine): about 16 to 18 ms of the server process per answer plus about 5 ms of PostgreSQL. Every answer is the whole JSON of 1,000 tournaments (about 1 KB each, every field), built per request from four statements: the completion probe every list read makes, tournaments, tiers, conditions. Of the server\'s time node-postgres reading 1,000 rows of 40 columns (a string per value, an object per row) is about a third, sending the 1 MB string about a fifth (fastify\'s content length flattens the serializer\'s string, then the socket write), garbage collection about a sixth, the schema serializer about 5 %. The static file is streamed from disk. On PGlite its one process does about 14 ms of work per answer and requests take turns on its one connection.',
        'Issue 6 optimisation (server/src/tournaments): rows were copied by object rest/spread into slow dictionary objects (toTournament alone took 11 % of the server, and the serializer ran slowly on them) and their four timestamps parsed into Dates only to be formatted again; a tournament is now one fixed-shape object literal, start and end come as ISO text from SQL (to_char, truncated to the millisecond as Date was), and the bookkeeping timestamps are not read. Tiers and conditions are selected with one array parameter (`= any($1::int[])`) instead of an IN list of 1,000 parameters, and the completing statement (a write, 3 to 5 ms of PGlite\'s time per read) runs only when an index probe finds a tournament due. Paired 8 s runs: PostgreSQL 19 to 21 → 43 to 50 req/s (server CPU per answer 41 to 45 → 16 to 18 ms), PGlite 15 → 24 to 26 req/s. The answer is byte for byte the same (compared on this seed and on a varied database: every list, tiers, conditions, nulls, floats, jsonb maps, Unicode, microsecond timestamps).',
        'What would raise it further: what remains is mostly node-postgres turning 40,000 values per answer into strings and objects, and writing 1 MB. A list answer with what the cards show (about ten fields) or paged lists would cut both: an API change, since spec §7 returns whole tournaments. PostgreSQL building the JSON itself (json_agg) measured about 3.5 ms of server CPU per answer but 10 to 17 ms of the database\'s, and it differs from the schema\'s output at the edges (exponent notation of doubles, jsonb key order, extra keys the schema drops), so it is not done. Caching is ruled out (freshness; several server processes may share one database). The serializer is not the lever: on fixed-shape objects fast-json-stringify and JSON.stringify both take about 2 to 3 ms for this answer, its length included.',
      ],
    };
  },
};
