import { sql, type Kysely } from 'kysely';

/**
 * What the engine keeps per tournament and player besides the leaderboard (spec §2): when they joined (the
 * earliest opt_in event for the tournament, staff's assignment) and which roles already scored for them.
 * No foreign key to tournaments: its check share-locks the tournament row, and an opt-in recorded by one batch
 * would then wait on (and could deadlock with) the tournament locks another batch takes in id order.
 * Tournaments are never deleted, and the ingest records opt-ins only for tournaments that exist.
 * The roles table's key is what makes "once per player and role" hold even outside the tournament lock.
 * Players already on a board when the engine arrives were put there by staff (or the seed): they count as
 * assigned from the tournament's start, so an Opt-In Required or Invite Only board keeps scoring them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tournament_players (
      tournament_id integer NOT NULL,
      user_id text NOT NULL,
      opted_in_at timestamptz,
      assigned_at timestamptz,
      PRIMARY KEY (tournament_id, user_id)
    )`.execute(db);
  await sql`
    CREATE TABLE scored_roles (
      tournament_id integer NOT NULL,
      user_id text NOT NULL,
      role_id text NOT NULL,
      PRIMARY KEY (tournament_id, user_id, role_id)
    )`.execute(db);
  await sql`
    INSERT INTO tournament_players (tournament_id, user_id, assigned_at)
    SELECT board.tournament_id, board.user_id, tournaments.start_at
    FROM leaderboard_rows board JOIN tournaments ON tournaments.id = board.tournament_id`.execute(db);
}
