import { sql, type RawBuilder } from 'kysely';
import type { OptInEvent, PlayerEntry } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import { playerArguments, standingsByBoard, type BoardPlayer, type BoardScore } from '../boards/boardScores';
import type { LockedTournament } from '../boards/tournamentLock';

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
  /** The registry's name of each player it knows (migration 016), read before the locks (migration 026). */
  names: Map<string, string>;
  /** By entryKey, the pairs whose player staff disqualified (migration 022): they score no more there. */
  disqualified: Set<string>;
}

/** What lock_boards_and_read answers (migrations 017, 022, 026): each read aggregated to JSON, times as text. */
interface LockedRead {
  locked: Array<LockedTournament & { id: number }>;
  standings: Array<Omit<BoardScore, 'computed'> & { tournament_id: number; computed: string }>;
  entries: EntryRow[];
  names: Record<string, string>;
  disqualified: BoardPlayer[];
}

/** The registry's names are read before the locks, each player once (migration 026). */
const lockedAndRead = (tournamentIds: readonly number[], players: readonly BoardPlayer[]) =>
  sql`lock_boards_and_read(${[...tournamentIds]}::int[], ${playerArguments(players)}, ${[...new Set(players.map((player) => player.user_id))]}::text[])`;

function storedPlayersOf({ locked, standings, entries, names, disqualified }: LockedRead): StoredPlayers & { locked: Map<number, LockedTournament> } {
  return {
    locked: new Map(locked.map(({ id, ...tournament }) => [id, tournament])),
    standings: standingsByBoard(standings.map((standing) => ({ ...standing, computed: new Date(standing.computed) }))),
    entries: entriesByKey(entries),
    names: new Map(Object.entries(names)),
    disqualified: new Set(disqualified.map((pair) => entryKey(pair.tournament_id, pair.user_id))),
  };
}

/**
 * Locks the tournaments (as lockTournaments does: one statement, ascending id) and reads the players' standings and
 * entries under those locks, in one round trip. Answers the locked tournaments that exist, by id, with what is stored.
 */
export async function lockAndReadPlayers(
  trx: Db,
  tournamentIds: readonly number[],
  players: readonly BoardPlayer[],
): Promise<StoredPlayers & { locked: Map<number, LockedTournament> }> {
  const { rows } = await sql<LockedRead>`SELECT * FROM ${lockedAndRead(tournamentIds, players)}`.execute(trx);
  return storedPlayersOf(rows[0]);
}

/**
 * The ingest's locks, store and reads in one round trip: lockAndReadPlayers's locks (none, when nothing of the batch
 * can score), then the batch stored by `insert` with the moment the locks were held as its received_at (so batches
 * scoring one tournament are ordered by received_at as they were by its lock, migration 017), then the reads under
 * the locks. Answers lockAndReadPlayers's answer and the ids the insert stored.
 */
export async function lockStoreAndRead(
  trx: Db,
  tournamentIds: readonly number[],
  players: readonly BoardPlayer[],
  insert: (receivedAt: RawBuilder<Date>) => RawBuilder<{ id: string }>,
): Promise<StoredPlayers & { locked: Map<number, LockedTournament>; ids: string[] }> {
  // The insert's received_at is a subquery of the materialized lock: PostgreSQL evaluates it, so takes the locks,
  // before the insert's first row.
  const { rows } = await sql<LockedRead & { ids: string[] }>`
    WITH held AS MATERIALIZED (SELECT * FROM ${lockedAndRead(tournamentIds, players)}),
         stored AS (${insert(sql<Date>`(SELECT arrived FROM held)`)})
    SELECT held.locked, held.standings, held.entries, held.names, held.disqualified, (SELECT coalesce(json_agg(stored.id), '[]') FROM stored) AS ids FROM held`.execute(trx);
  return { ...storedPlayersOf(rows[0]), ids: rows[0].ids };
}

/**
 * Records each player's earliest opt-in per tournament, for tournaments that exist in any status (players opt in
 * before a tournament starts). A plain join, not a foreign key: no lock is taken on the tournament row. As a
 * statement to run, or within another (undefined when there are none).
 */
export function optInsInsert(optIns: readonly OptInEvent[]): RawBuilder<unknown> | undefined {
  if (optIns.length === 0) return undefined;
  return sql`
    INSERT INTO tournament_players (tournament_id, user_id, opted_in_at)
    SELECT opt_in.tournament_id, opt_in.user_id, min(opt_in.occurred_at)
    FROM unnest(${optIns.map((event) => event.tournament_id)}::int[], ${optIns.map((event) => event.user_id)}::text[],
                ${optIns.map((event) => new Date(event.occurred_at))}::timestamptz[]) AS opt_in (tournament_id, user_id, occurred_at)
    JOIN tournaments ON tournaments.id = opt_in.tournament_id
    GROUP BY opt_in.tournament_id, opt_in.user_id
    ORDER BY opt_in.tournament_id, opt_in.user_id
    ON CONFLICT (tournament_id, user_id)
    DO UPDATE SET opted_in_at = least(tournament_players.opted_in_at, excluded.opted_in_at)`;
}

export async function recordOptIns(db: Db, optIns: readonly OptInEvent[]): Promise<void> {
  await optInsInsert(optIns)?.execute(db);
}

export interface ScoredRole {
  tournament_id: number;
  user_id: string;
  role_id: string;
}

/**
 * Records roles that scored now, as a statement to run or within another (undefined when there are none). The
 * caller holds the tournament's lock; the key keeps each role once regardless.
 */
export function scoredRolesInsert(roles: readonly ScoredRole[]): RawBuilder<unknown> | undefined {
  if (roles.length === 0) return undefined;
  return sql`
    INSERT INTO scored_roles (tournament_id, user_id, role_id)
    SELECT * FROM unnest(${roles.map((role) => role.tournament_id)}::int[], ${roles.map((role) => role.user_id)}::text[], ${roles.map((role) => role.role_id)}::text[])
    ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING`;
}

export async function recordScoredRoles(db: Db, roles: readonly ScoredRole[]): Promise<void> {
  await scoredRolesInsert(roles)?.execute(db);
}

/**
 * Staff assigned the players at `at`, in one statement however many (sorted, as every batch write here); a second
 * assignment keeps the first moment (eligibility counts from it).
 */
export async function recordAssignments(db: Db, tournamentId: number, userIds: readonly string[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await sql`
    INSERT INTO tournament_players (tournament_id, user_id, assigned_at)
    SELECT DISTINCT ${tournamentId}::int, user_id, ${at}::timestamptz FROM unnest(${[...userIds]}::text[]) AS user_id
    ORDER BY 2
    ON CONFLICT (tournament_id, user_id)
    DO UPDATE SET assigned_at = coalesce(tournament_players.assigned_at, excluded.assigned_at)`.execute(db);
}

/** recordAssignments for one player. */
export const recordAssignment = (db: Db, tournamentId: number, userId: string, at: Date) => recordAssignments(db, tournamentId, [userId], at);
