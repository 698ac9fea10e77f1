/**
 * Figure 2's API calls, each beside the same SQL run directly: the server's own query functions
 * (server/src/leaderboard/leaderboardQueries.ts) on a Kysely/pg pool in this process, which is exactly what
 * the route runs without HTTP, authentication, validation and serialisation.
 */
import type { DatabaseHandle } from '../../server/src/db/database';
import { leaderboardPage, playerRank } from '../../server/src/leaderboard/leaderboardQueries';
import { playersAcross, type BigLeaderboard } from './bigLeaderboard';
import type { ServerProcess } from './serverProcess';
import { repeat, timed } from './stats';

export interface ReadCase {
  label: string;
  /** The i-th call's path (calls may vary, e.g. which player). */
  path(i: number): string;
  /** The i-th call's SQL, run directly. */
  direct(handle: DatabaseHandle, i: number): Promise<unknown>;
}

const PAGE = 100;
/** Players asked for, spread over the board; the calls cycle through them. */
const RANK_PLAYERS = 50;

export function readCases(board: BigLeaderboard): ReadCase[] {
  const id = board.tournamentId;
  const page = (skip: number): ReadCase => ({
    label: `page of ${PAGE} at skip ${skip.toLocaleString('en')}`,
    path: () => `/api/leaderboard/${id}?take=${PAGE}&skip=${skip}`,
    direct: (handle) => leaderboardPage(handle.db, id, PAGE, skip),
  });
  const players = playersAcross(board, RANK_PLAYERS);
  const player = (i: number) => players[i % players.length];
  return [
    page(0),
    page(Math.floor(board.size / 2)),
    {
      label: `a player's rank (${RANK_PLAYERS} players across the board)`,
      path: (i) => `/api/leaderboard/${id}/player/${player(i)}/rank`,
      // One statement: the tournament, the player's row and their rank counted by blocks.
      direct: (handle, i) => playerRank(handle.db, id, player(i)),
    },
  ];
}

export interface Runs {
  runs: number;
  warmup: number;
}

/** Milliseconds of each sequential call, after unrecorded warm-up calls. */
async function sequentialCalls({ runs, warmup }: Runs, call: (i: number) => Promise<unknown>): Promise<number[]> {
  let i = 0;
  return repeat(runs, () => timed(() => call(i++)), warmup);
}

export interface Timings {
  api: number[];
  direct: number[];
}

const apiCall = (server: ServerProcess, readCase: ReadCase) => async (i: number) => {
  const { status, text } = await server.get(readCase.path(i));
  if (status !== 200) throw new Error(`${readCase.path(i)} answered ${status}: ${text}`);
};

export function timeDirect(handle: DatabaseHandle, readCase: ReadCase, runs: Runs): Promise<number[]> {
  return sequentialCalls(runs, (i) => readCase.direct(handle, i));
}

export function timeApi(server: ServerProcess, readCase: ReadCase, runs: Runs): Promise<number[]> {
  return sequentialCalls(runs, apiCall(server, readCase));
}

/**
 * Direct SQL and API call by turns, so both see the same moments of a noisy machine (PostgreSQL only:
 * PGlite's data directory cannot be open in the bench and the server at once).
 */
export async function timeInterleaved(handle: DatabaseHandle, server: ServerProcess, readCase: ReadCase, runs: Runs): Promise<Timings> {
  const timings: Timings = { api: [], direct: [] };
  const api = apiCall(server, readCase);
  await sequentialCalls(runs, async (i) => {
    timings.direct.push(await timed(() => readCase.direct(handle, i)));
    timings.api.push(await timed(() => api(i)));
  });
  // sequentialCalls ran the warm-up calls too; keep the recorded runs only.
  return { api: timings.api.slice(runs.warmup), direct: timings.direct.slice(runs.warmup) };
}

/** The fixed cost of one request on this server and client: a route with no token check and no database. */
export const HTTP_FLOOR_PATH = '/config.json';

export function timeHttpFloor(server: ServerProcess, runs: Runs): Promise<number[]> {
  return sequentialCalls(runs, () => server.get(HTTP_FLOOR_PATH));
}
