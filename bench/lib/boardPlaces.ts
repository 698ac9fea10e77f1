/** Reading a board's places through the HTTP API, and the event that scores on it, for the figures that move players. */
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../server/src/db/database';
import type { ServerProcess } from './serverProcess';

export interface Place {
  user_id: string;
  total_score: number;
  rank: number;
}

async function getJson<T>(server: ServerProcess, pathname: string): Promise<T | undefined> {
  const { status, text } = await server.get(pathname);
  if (status !== 200) throw new Error(`${pathname} answered ${status}: ${text}`);
  return text ? (JSON.parse(text) as T) : undefined;
}

export async function placeAt(server: ServerProcess, tournamentId: number, skip: number): Promise<Place> {
  const page = await getJson<{ rows: Place[] }>(server, `/api/leaderboard/${tournamentId}?take=1&skip=${skip}`);
  const [row] = page?.rows ?? [];
  if (!row) throw new Error(`no row at skip ${skip}`);
  return row;
}

export async function placeOf(server: ServerProcess, tournamentId: number, userId: string): Promise<Place | undefined> {
  const found = await getJson<{ row: Place; rank: number }>(server, `/api/leaderboard/${tournamentId}/player/${userId}/rank`);
  return found && { ...found.row, rank: found.rank };
}

/** The big board's first wagering condition: a round on its first game at a stake of n scores n (Turnover, 100 %). */
export interface ScoringRound {
  game_id: number;
  platform: 'desktop' | 'mobile';
}

export async function scoringRound(handle: DatabaseHandle, tournamentId: number): Promise<ScoringRound> {
  const { rows } = await sql<{ game_id: number; platform: string }>`
    SELECT casino_game_ids[1] AS game_id, platform FROM wagering_conditions WHERE tournament_id = ${tournamentId} ORDER BY position LIMIT 1`.execute(handle.db);
  if (!rows[0]) throw new Error('the big board has no wagering condition');
  return { game_id: rows[0].game_id, platform: rows[0].platform === 'mobile' ? 'mobile' : 'desktop' };
}

/**
 * The events that give a player `points` on the board: an opt-in (so that an opt-in tournament counts them; send it
 * first, untimed) and one casino round whose stake scores the points; serialised, ids made from `idPrefix`.
 */
export function scoringEvents(tournament_id: number, round: ScoringRound, userId: string, points: number, idPrefix: string): { optIn: string; scoring: string } {
  const occurred_at = new Date().toISOString();
  return {
    optIn: JSON.stringify([{ id: `${idPrefix}-opt-in`, type: 'opt_in', user_id: userId, occurred_at, tournament_id }]),
    scoring: JSON.stringify([{ id: `${idPrefix}-round`, type: 'casino_round', user_id: userId, ...round, stake: points, win: 0, occurred_at }]),
  };
}
