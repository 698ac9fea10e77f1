import { sql, type RawBuilder } from 'kysely';
import { OptInCondition } from '../../../src/domain/enums';
import type { Db } from '../db/database';

/**
 * The reads the results are computed from (decision 155). Each is one short statement over an index range (a page
 * of a board, an hour of events), so that a refresh never holds the embedded database's one connection for long
 * however big the tournament: between two statements every waiting request goes first (readsFirst.ts).
 */

/** Rows a page of the board or of the joined players reads. */
export const RESULTS_PAGE_ROWS = 10_000;

/** A player is a participant once on the board with a score: a join alone puts a row at 0 there (migration 015). */
const PARTICIPANT = sql`(score_changed OR total_score <> 0)`;

/**
 * The rows of a per-player read, a page at a time in user_id order: `page` is the statement reading the rows after
 * the given condition (empty for the first page), at most `pageRows` of them.
 */
async function everyPage<Row extends { user_id: string }>(
  db: Db,
  page: (after: RawBuilder<unknown>) => RawBuilder<Row>,
  pageRows: number,
): Promise<Row[]> {
  const all: Row[] = [];
  let after: RawBuilder<unknown> = sql``;
  for (;;) {
    const { rows }: { rows: Row[] } = await page(after).execute(db);
    all.push(...rows);
    if (rows.length < pageRows) return all;
    after = sql`AND user_id > ${rows[rows.length - 1].user_id}`;
  }
}

/** The participants of the board and their final scores. */
export async function participantScores(db: Db, tournamentId: number, pageRows = RESULTS_PAGE_ROWS): Promise<Map<string, number>> {
  const rows = await everyPage(
    db,
    (after) => sql<{ user_id: string; total_score: number }>`
      SELECT user_id, total_score FROM leaderboard_rows WHERE tournament_id = ${tournamentId} AND ${PARTICIPANT} ${after}
       ORDER BY user_id LIMIT ${pageRows}`,
    pageRows,
  );
  return new Map(rows.map((row) => [row.user_id, row.total_score]));
}

/**
 * The players the tournament admits by `end` besides everyone (engine spec §2): with Opt-In Required those who
 * opted in or were assigned by then, with Invite Only those assigned by then; undefined for Open, which admits all.
 */
export async function joinedPlayers(db: Db, tournamentId: number, condition: OptInCondition, end: Date, pageRows = RESULTS_PAGE_ROWS): Promise<Set<string> | undefined> {
  if (condition === OptInCondition.Open) return undefined;
  const joinedBy = condition === OptInCondition.OptIn ? sql`(opted_in_at <= ${end} OR assigned_at <= ${end})` : sql`assigned_at <= ${end}`;
  const rows = await everyPage(
    db,
    (after) => sql<{ user_id: string }>`
      SELECT user_id FROM tournament_players WHERE tournament_id = ${tournamentId} AND ${joinedBy} ${after}
       ORDER BY user_id LIMIT ${pageRows}`,
    pageRows,
  );
  return new Set(rows.map((row) => row.user_id));
}

/** A player's play in a slice of time: stakes and wins as PostgreSQL prints their exact sums (null: no rounds). */
export interface SlicePlay {
  user_id: string;
  stakes: string | null;
  wins: string | null;
}

/**
 * Every player with an event in [from, to), with the sums of their rounds' stakes and wins; only the tournament's
 * participants when `participantsOf` is given. The stored doubles are summed as numeric, each read as the 15
 * significant digits it was sent with, so that the sums are exact decimals (decision 113).
 */
export async function playInSlice(db: Db, from: Date, to: Date, participantsOf?: number): Promise<SlicePlay[]> {
  const onlyParticipants =
    participantsOf === undefined
      ? sql``
      : sql`AND user_id IN (SELECT user_id FROM leaderboard_rows WHERE tournament_id = ${participantsOf} AND ${PARTICIPANT})`;
  const { rows } = await sql<SlicePlay>`
    SELECT user_id, sum(stake::numeric)::text AS stakes, sum(win::numeric)::text AS wins
      FROM gaming_events
     WHERE occurred_at >= ${from} AND occurred_at < ${to} ${onlyParticipants}
     GROUP BY user_id`.execute(db);
  return rows;
}

/**
 * Players on the board (participants or not): completion gives prizes down the whole board. The rank blocks' counts
 * (ranks.ts), which every board write keeps exact: a sum over a thousand blocks, not a count of a million rows.
 */
export async function boardSize(db: Db, tournamentId: number): Promise<number> {
  const { rows } = await sql<{ players: number }>`
    SELECT coalesce(sum(row_count), 0)::integer AS players FROM leaderboard_rank_blocks WHERE tournament_id = ${tournamentId}`.execute(db);
  return rows[0].players;
}

/** The outbox's prizes of the tournament: the players given one, and its entries per tier position (the first tier covering the entry's rank, as completion awards). */
export async function outboxPrizes(db: Db, tournamentId: number): Promise<{ winners: number; entriesByTier: Map<number, number> }> {
  const { rows } = await sql<{ position: number; entries: number }>`
    SELECT tier.position, count(*)::integer AS entries
      FROM bonus_outbox entry
      CROSS JOIN LATERAL (SELECT position FROM tiers WHERE tiers.tournament_id = entry.tournament_id AND entry.rank BETWEEN rank_min AND rank_max
                           ORDER BY position LIMIT 1) AS tier
     WHERE entry.tournament_id = ${tournamentId}
     GROUP BY tier.position`.execute(db);
  const winners = await db
    .selectFrom('bonus_outbox')
    .select(sql<number>`count(DISTINCT user_id)::integer`.as('players'))
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return { winners: winners.players, entriesByTier: new Map(rows.map((row) => [row.position, row.entries])) };
}
