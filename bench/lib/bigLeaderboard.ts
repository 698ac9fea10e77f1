/**
 * The leaderboard figures' data: the demo seed (`npm run seed -- --players N`, its set-based inserts) with
 * N players on the flagship running tournament's leaderboard, plus the 500 players the seed leaves off it.
 */
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../server/src/db/database';
import { playerId } from '../../server/src/seed/players';
import { seedDemoData } from '../../server/src/seed/seedDemoData';
import { atRunEnd } from './runCleanup';
import { timed } from './stats';
import { createDatabase, whileOpen, withThrowawayDatabase, type DatabaseKind, type ThrowawayDatabase } from './throwawayDatabase';

export interface BigLeaderboard {
  tournamentId: number;
  /** Rows on its leaderboard. */
  size: number;
  /** Player n (1-based) of the seed; those above `size` exist but are not on the leaderboard yet. */
  player(n: number): string;
  /** How long seeding took, ANALYZE included. */
  seedMs: number;
}

/** Full-run and quick sizes: issue 6's million, and a size that seeds in seconds. */
export const leaderboardSize = (quick: boolean) => (quick ? 20_000 : 1_000_000);

export async function seedBigLeaderboard(handle: DatabaseHandle, players: number): Promise<BigLeaderboard> {
  const seedMs = await timed(() => seedDemoData(handle.db, { players, now: new Date(), publicUrl: 'http://127.0.0.1' }));
  const { rows } = await sql<{ tournament_id: number; size: number }>`
    SELECT tournament_id, count(*)::int AS size FROM leaderboard_rows GROUP BY tournament_id ORDER BY size DESC LIMIT 1`.execute(handle.db);
  const [biggest] = rows;
  if (biggest?.size !== players) throw new Error(`seeded no leaderboard of ${players} players`);
  return { tournamentId: biggest.tournament_id, size: biggest.size, player: playerId, seedMs };
}

/** `count` players spread evenly over the leaderboard, first to last. */
export function playersAcross(board: BigLeaderboard, count: number): string[] {
  return Array.from({ length: count }, (_, k) => board.player(1 + Math.floor((k * (board.size - 1)) / Math.max(1, count - 1))));
}

interface SeededTemplate {
  template: ThrowawayDatabase;
  board: BigLeaderboard;
}

/** Seeded once per run and database kind (a million players take minutes on PGlite); figures get copies. */
const templates = new Map<string, Promise<SeededTemplate>>();

async function seedTemplate(kind: DatabaseKind, postgresUrl: string | undefined, players: number, log: (line: string) => void): Promise<SeededTemplate> {
  const { database, remove } = await createDatabase(kind, postgresUrl);
  atRunEnd(remove);
  log(`${kind}: seeding ${players.toLocaleString('en')} players (once per run; each figure works on a copy)`);
  const board = await whileOpen(database, (handle) => seedBigLeaderboard(handle, players));
  log(`${kind}: seeded in ${(board.seedMs / 1000).toFixed(1)} s`);
  return { template: database, board };
}

/** Runs `work` on a throw-away copy of a database seeded with a leaderboard of `players`. */
export async function withBigLeaderboard<T>(
  kind: DatabaseKind,
  { postgresUrl, log }: { postgresUrl: string | undefined; log: (line: string) => void },
  players: number,
  work: (database: ThrowawayDatabase, board: BigLeaderboard) => Promise<T>,
): Promise<T> {
  const key = `${kind} ${players}`;
  if (!templates.has(key)) templates.set(key, seedTemplate(kind, postgresUrl, players, log));
  const { template, board } = await templates.get(key)!;
  return withThrowawayDatabase(kind, postgresUrl, (database) => work(database, board), template);
}
