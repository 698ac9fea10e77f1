import { sql, type Kysely } from 'kysely';

/**
 * Simulate replays a tournament's events in the order the ingest processed them (engine spec §2 makes the floor,
 * "once per player and role" and opt-in eligibility depend on it): batch after batch, then occurred_at and id within
 * a batch. A batch's received_at becomes the moment it took its tournaments' locks (lock_boards_and_read answers
 * clock_timestamp() after them, and the ingest stores its events with it), so two batches scoring one tournament
 * are ordered by received_at as they were by its lock. A B-tree on received_at replaces migration 006's BRIN, as
 * Simulate pages through it in order; the index on occurred_at carries received_at too, so that the first batch
 * holding an event of a window is found from the index alone; opt-ins get a partial index by tournament, for a
 * replay's opt-ins sent before its window. lock_boards_and_read also answers the players' names the registry holds
 * (migration 016), the name a player joins a board with before an event gives one. A tournament records when it was published by the same clock: batches
 * processed before it did not score for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tournaments ADD COLUMN published_at timestamptz`.execute(db);
  await sql`DROP INDEX gaming_events_received_at`.execute(db);
  await sql`CREATE INDEX gaming_events_arrival ON gaming_events (received_at)`.execute(db);
  await sql`DROP INDEX gaming_events_occurred_at`.execute(db);
  await sql`CREATE INDEX gaming_events_occurred_at ON gaming_events (occurred_at, received_at)`.execute(db);
  await sql`CREATE INDEX gaming_events_opt_ins ON gaming_events (tournament_id, received_at) WHERE type = 'opt_in'`.execute(db);
  await sql`DROP FUNCTION lock_boards_and_read(integer[], integer[], text[])`.execute(db);
  await sql`
    CREATE FUNCTION lock_boards_and_read(lock_ids integer[], board_ids integer[], user_ids text[])
    RETURNS TABLE (locked json, standings json, entries json, names json, arrived timestamptz)
    LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      SELECT coalesce(json_agg(locking), '[]') INTO locked FROM (
        SELECT tournament.id, tournament.status, tournament.floor_score FROM tournaments AS tournament
         WHERE tournament.id = ANY (lock_ids) ORDER BY tournament.id FOR UPDATE) AS locking;
      arrived := clock_timestamp();
      SELECT coalesce(json_agg(standing), '[]') INTO standings FROM board_standings(board_ids, user_ids) AS standing;
      SELECT coalesce(json_agg(entry), '[]') INTO entries FROM (
        SELECT joined.tournament_id, joined.user_id, joined.opted_in_at, joined.assigned_at, NULL::text AS role_id
          FROM unnest(board_ids, user_ids) AS wanted (tournament_id, user_id)
          JOIN tournament_players AS joined ON joined.tournament_id = wanted.tournament_id AND joined.user_id = wanted.user_id
        UNION ALL
        SELECT role.tournament_id, role.user_id, NULL, NULL, role.role_id
          FROM unnest(board_ids, user_ids) AS wanted (tournament_id, user_id)
          JOIN scored_roles AS role ON role.tournament_id = wanted.tournament_id AND role.user_id = wanted.user_id) AS entry;
      SELECT coalesce(json_object_agg(player.id, player.user_name), '{}') INTO names
        FROM players AS player WHERE player.id = ANY (user_ids);
      RETURN NEXT;
    END $$`.execute(db);
}
