import type { TournamentFields } from '../../../src/domain/tournament';
import { postEvents, type EventBody } from '../events/eventFixtures';
import { startTournament } from '../fixtures/tournamentFixture';
import type { TestClock } from '../fixtures/testClock';
import type { TestServer } from '../harness';

/**
 * The tournaments of these tests start at 2030-01-07T11:00Z (a Monday; the clock starts at 10:30) and run a day.
 * Each test makes its own tournament and players (`${prefix}-…`), so tests sharing a server do not mix.
 */
export const DURING = '2030-01-07T12:00:00.000Z';
export const at = (minutes: number) => new Date(Date.parse(DURING) + minutes * 60_000).toISOString();

/** A casino round of game 1 on desktop, stake 10, win 0, at DURING, unless changed. */
export const round = (id: string, userId: string, changes: EventBody = {}): EventBody => ({
  id,
  type: 'casino_round',
  user_id: userId,
  occurred_at: DURING,
  game_id: 1,
  platform: 'desktop',
  stake: 10,
  win: 0,
  ...changes,
});

export const event = (type: string, id: string, userId: string, fields: EventBody): EventBody => ({ id, type, user_id: userId, occurred_at: DURING, ...fields });

/** A running tournament (through the API), Gaming Transactions by Turnover on game 1 at 100 % unless changed, open to everyone. */
export async function runningTournament(server: TestServer, clock: TestClock, overrides: Partial<TournamentFields> = {}): Promise<number> {
  clock.set('2030-01-07T10:30:00.000Z');
  const tournament = await startTournament(server, clock, { opt_in_condition: 1, ...overrides });
  return tournament.id;
}

export async function ingest(server: TestServer, events: EventBody[]): Promise<unknown> {
  const response = await postEvents(server, events);
  if (response.status !== 200) throw new Error(`POST /api/events answered ${response.status}: ${response.text}`);
  return response.json;
}

export interface Standing {
  rank: number;
  user_id: string;
  user_name: string;
  total_score: number;
  computed: string;
}

/** The whole board (up to 1,000 rows) through GET /api/leaderboard/{id}, in rank order. */
export async function board(server: TestServer, tournamentId: number): Promise<Standing[]> {
  const response = await server.request('GET', `/api/leaderboard/${tournamentId}?take=1000&skip=0`);
  if (response.status !== 200) throw new Error(`GET leaderboard answered ${response.status}: ${response.text}`);
  return (response.json as { rows: Standing[] }).rows;
}

/** user_id → total_score of the board. */
export async function scores(server: TestServer, tournamentId: number): Promise<Record<string, number>> {
  return Object.fromEntries((await board(server, tournamentId)).map((row) => [row.user_id, row.total_score]));
}
