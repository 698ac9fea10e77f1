import { sql } from 'kysely';
import type { OptInEvent, PlayerEntry } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import { playerArguments, standingsByBoard, type BoardPlayer, type BoardScore } from '../leaderboard/boardScores';
import type { LockedTournament } from '../leaderboard/tournamentLock';

/**
 * The engine's own per-tournament player state (migration 008): when a player joined (opt-in, staff's
 * assignment) and the roles that already scored. Written in batches, arrays unnested, sorted by key so that
 * two transactions writing the same rows take their row locks in one order.
 */

export interface StoredEntry extends PlayerEntry {
  scored_roles: Set<string>;
}

/** Key of a (tournament, player) pair in the maps below. */
export const entryKey = (tournamentId: number, userId: string) => `${tournamentId}\u0000${userId}`;

/** A row of the entries read: a join moment when role_id is null, a scored role otherwise (times as JSON text). */
interface EntryRow {
  tournament_id: number;
  user_id: string;
  opted_in_at: string | null;
  assigned_at: string | null;
  role_id: string | null;
}

const epochOrNull = (time: string | null) => (time === null ? null : new Date(time).getTime());

function entriesByKey(rows: readonly EntryRow[]): Map<string, StoredEntry> {
  const entries = new Map<string, StoredEntry>();
  const entryOf = (tournamentId: number, userId: string) => {
    const key = entryKey(tournamentId, userId);
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = { opted_in_at: null, assigned_at: null, scored_roles: new Set() }));
    return entry;
  };
  for (const row of rows) {
    const entry = entryOf(row.tournament_id, row.user_id);
    if (row.role_id === null) Object.assign(entry, { opted_in_at: epochOrNull(row.opted_in_at), assigned_at: epochOrNull(row.assigned_at) });
    else entry.scored_roles.add(row.role_id);
  }
  return entries;
}

/** What the engine holds of these players on these boards. */
export interface StoredPlayers {
  /** By tournament, then player; a player not on a board is absent. */
  standings: Map<number, Map<string, BoardScore>>;
  /** By entryKey; a pair with nothing stored is absent. */
  entries: Map<string, StoredEntry>;
}

/**
 * Locks the tournaments (as lockTournaments does: one statement, ascending id) and reads the players' standings and
 * entries under those locks, in one round trip (lock_boards_and_read, migration 013): the ingest's path. Answers the
 * locked tournaments that exist, by id, with what is stored; each read aggregated to a JSON array, times as text.
 */
export async function lockAndReadPlayers(
  trx: Db,
  tournamentIds: readonly number[],
  players: readonly BoardPlayer[],
): Promise<StoredPlayers & { locked: Map<number, LockedTournament> }> {
  if (tournamentIds.length === 0) return { locked: new Map(), standings: new Map(), entries: new Map() };
  const { rows } = await sql<{
    locked: Array<LockedTournament & { id: number }>;
    standings: Array<Omit<BoardScore, 'computed'> & { tournament_id: number; computed: string }>;
    entries: EntryRow[];
  }>`SELECT * FROM lock_boards_and_read(${[...tournamentIds]}::int[], ${playerArguments(players)})`.execute(trx);
  const [{ locked, standings, entries }] = rows;
  return {
    locked: new Map(locked.map(({ id, ...tournament }) => [id, tournament])),
    standings: standingsByBoard(standings.map((standing) => ({ ...standing, computed: new Date(standing.computed) }))),
    entries: entriesByKey(entries),
  };
}

/**
 * Records each player's earliest opt-in per tournament, for tournaments that exist in any status (players opt in
 * before a tournament starts). A plain join, not a foreign key: no lock is taken on the tournament row.
 */
export async function recordOptIns(db: Db, optIns: readonly OptInEvent[]): Promise<void> {
  if (optIns.length === 0) return;
  await sql`
    INSERT INTO tournament_players (tournament_id, user_id, opted_in_at)
    SELECT opt_in.tournament_id, opt_in.user_id, min(opt_in.occurred_at)
    FROM unnest(${optIns.map((event) => event.tournament_id)}::int[], ${optIns.map((event) => event.user_id)}::text[],
                ${optIns.map((event) => new Date(event.occurred_at))}::timestamptz[]) AS opt_in (tournament_id, user_id, occurred_at)
    JOIN tournaments ON tournaments.id = opt_in.tournament_id
    GROUP BY opt_in.tournament_id, opt_in.user_id
    ORDER BY opt_in.tournament_id, opt_in.user_id
    ON CONFLICT (tournament_id, user_id)
    DO UPDATE SET opted_in_at = least(tournament_players.opted_in_at, excluded.opted_in_at)`.execute(db);
}

export interface ScoredRole {
  tournament_id: number;
  user_id: string;
  role_id: string;
}

/** Records roles that scored now. The caller holds the tournament's lock; the key keeps each role once regardless. */
export async function recordScoredRoles(db: Db, roles: readonly ScoredRole[]): Promise<void> {
  if (roles.length === 0) return;
  await sql`
    INSERT INTO scored_roles (tournament_id, user_id, role_id)
    SELECT * FROM unnest(${roles.map((role) => role.tournament_id)}::int[], ${roles.map((role) => role.user_id)}::text[], ${roles.map((role) => role.role_id)}::text[])
    ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING`.execute(db);
}

/** Staff assigned the player at `at`; a second assignment keeps the first moment (eligibility counts from it). */
export async function recordAssignment(db: Db, tournamentId: number, userId: string, at: Date): Promise<void> {
  await db
    .insertInto('tournament_players')
    .values({ tournament_id: tournamentId, user_id: userId, assigned_at: at })
    .onConflict((conflict) =>
      conflict.columns(['tournament_id', 'user_id']).doUpdateSet({ assigned_at: sql<Date>`coalesce(tournament_players.assigned_at, excluded.assigned_at)` }),
    )
    .execute();
}
