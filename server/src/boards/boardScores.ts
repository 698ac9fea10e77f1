import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { pointsByHourOf, pointsByHourWrites } from './pointsByHour';
import { writeRowsAndCounts, type RankMove, type RankWriteOptions } from './ranks';

/**
 * The one way scores reach a leaderboard: the engine's events, staff's adjustments and assignments all read the
 * players' standings with readBoardScores and write the new ones with writeBoardScores, in one transaction that
 * holds the tournament's lock (lockTournament), so ranks stay exact however many server instances write.
 */

/** A player's standing on one board. */
export interface BoardScore {
  user_id: string;
  user_name: string;
  total_score: number;
  /** The time of the last score change; the join's while none has changed it (score_changed false). */
  computed: Date;
  score_changed: boolean;
}

/** A player on (or joining) one board. */
export interface BoardPlayer {
  tournament_id: number;
  user_id: string;
}

/** The pairs as the two array arguments of the board functions (migration 013): board ids, then user ids. */
export const playerArguments = (players: readonly BoardPlayer[]) =>
  sql`${players.map((player) => player.tournament_id)}::int[], ${players.map((player) => player.user_id)}::text[]`;

/** The stored standings of these players on these boards, as a query: one probe of the primary key a pair. */
const standingsOf = (players: readonly BoardPlayer[]) => sql<BoardScore & { tournament_id: number }>`SELECT * FROM board_standings(${playerArguments(players)})`;

/** Standings by tournament, then player. */
export function standingsByBoard(rows: ReadonlyArray<BoardScore & { tournament_id: number }>): Map<number, Map<string, BoardScore>> {
  const boards = new Map<number, Map<string, BoardScore>>();
  for (const { tournament_id, ...standing } of rows) {
    const board = boards.get(tournament_id) ?? boards.set(tournament_id, new Map()).get(tournament_id)!;
    board.set(standing.user_id, standing);
  }
  return boards;
}

/** The stored standings of these players on these boards, by tournament then player; a player not on a board is absent. */
export async function readStandings(trx: Db, players: readonly BoardPlayer[]): Promise<Map<number, Map<string, BoardScore>>> {
  if (players.length === 0) return new Map();
  return standingsByBoard((await standingsOf(players).execute(trx)).rows);
}

/** The stored standings of these players on one board; a player not on it is absent. */
export async function readBoardScores(trx: Db, tournamentId: number, userIds: readonly string[]): Promise<Map<string, BoardScore>> {
  const players = [...new Set(userIds)].map((user_id) => ({ tournament_id: tournamentId, user_id }));
  return (await readStandings(trx, players)).get(tournamentId) ?? new Map();
}

const unchanged = (before: BoardScore, after: BoardScore) =>
  before.total_score === after.total_score &&
  before.computed.getTime() === after.computed.getTime() &&
  before.score_changed === after.score_changed &&
  before.user_name === after.user_name;

/** The rows of joining players inserted, the others updated: one statement however many. */
const standingsWrite = (tournamentId: number, standings: readonly BoardScore[]) => sql`
  INSERT INTO leaderboard_rows (tournament_id, user_id, user_name, total_score, computed, score_changed)
  SELECT ${tournamentId}, * FROM unnest(${standings.map((row) => row.user_id)}::text[],
                                        ${standings.map((row) => row.user_name)}::text[],
                                        ${standings.map((row) => row.total_score)}::float8[],
                                        ${standings.map((row) => row.computed)}::timestamptz[],
                                        ${standings.map((row) => row.score_changed)}::boolean[])
  ON CONFLICT (tournament_id, user_id) DO UPDATE
    SET user_name = excluded.user_name, total_score = excluded.total_score, computed = excluded.computed, score_changed = excluded.score_changed`;

/** One board's new standings: `before` is what readBoardScores answered in this transaction, `after` one standing per player. */
export interface BoardChange {
  tournamentId: number;
  before: ReadonlyMap<string, BoardScore>;
  /** A player absent from `before` joins the board. */
  after: readonly BoardScore[];
  /** Writes that run in the same statement only when the board changed (its announcement). */
  alongside?: () => readonly RawBuilder<unknown>[];
}

/** The standings of `after` that differ from `before`. */
function changedStandings({ before, after }: BoardChange): BoardScore[] {
  return after.filter((standing) => {
    const previous = before.get(standing.user_id);
    return !previous || !unchanged(previous, standing);
  });
}

/** Every written row's old key leaving (for a player already on the board) and its new key entering. */
const movesOf = (before: ReadonlyMap<string, BoardScore>, changed: readonly BoardScore[]): RankMove[] =>
  changed.flatMap((standing) => {
    const previous = before.get(standing.user_id);
    const entering: RankMove = { key: standing, delta: 1 };
    return previous ? [{ key: previous, delta: -1 }, entering] : [entering];
  });

/**
 * Stores the boards' new standings, and what they add to each board's points of the hour (pointsByHour.ts), in one
 * statement however many boards and players change (and one more per block that splits or merges), so a batch of
 * events costs about what one does; each board's `alongside` writes run in that statement when it changed, `always`
 * in any case (nothing runs when neither has a write). Answers the boards that changed and, for options.aheadOf, how
 * many rows ranked ahead of that key before the write.
 */
export async function writeBoards(
  trx: Db,
  changes: readonly BoardChange[],
  always: readonly RawBuilder<unknown>[] = [],
  options?: RankWriteOptions,
): Promise<{ changed: Set<number>; aheadBefore?: number }> {
  const written = changes.map((change) => ({ change, standings: changedStandings(change) })).filter(({ standings }) => standings.length > 0);
  const writes = written.flatMap(({ change, standings }) => [
    standingsWrite(change.tournamentId, standings),
    ...pointsByHourWrites(change.tournamentId, pointsByHourOf(standings.map((after) => ({ before: change.before.get(after.user_id), after })))),
    ...(change.alongside?.() ?? []),
  ]);
  const boards = written.map(({ change, standings }) => ({ tournamentId: change.tournamentId, moves: movesOf(change.before, standings) }));
  const { aheadBefore } = await writeRowsAndCounts(trx, boards, [...writes, ...always], options);
  return { changed: new Set(boards.map((board) => board.tournamentId)), aheadBefore };
}

/** writeBoards for one board: answers whether it changed and, for options.aheadOf, the rows ahead of that key before. */
export async function writeBoardScores(
  trx: Db,
  tournamentId: number,
  before: ReadonlyMap<string, BoardScore>,
  after: readonly BoardScore[],
  alongside: () => readonly RawBuilder<unknown>[] = () => [],
  options?: RankWriteOptions,
): Promise<{ changed: boolean; aheadBefore?: number }> {
  const { changed, aheadBefore } = await writeBoards(trx, [{ tournamentId, before, after, alongside }], [], options);
  return { changed: changed.has(tournamentId), aheadBefore };
}
