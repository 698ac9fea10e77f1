import { sql, type Kysely } from 'kysely';

/**
 * lock_boards_and_read reads the registry's names before it takes the locks, for the players it is given once each
 * (name_ids), instead of under the locks for every (tournament, player) pair. Names are not the locks' to guard: the
 * registry is written after the ingest's commit, outside any tournament lock (decision 137). Under figure 9's load on
 * PostgreSQL the names read took about 8 ms of a batch of 1,000 events, while the other batches waited for the
 * locks (decision 177). Otherwise the function of migration 022, planned once a session (021).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION lock_boards_and_read(integer[], integer[], text[])`.execute(db);
  await sql`
    CREATE FUNCTION lock_boards_and_read(lock_ids integer[], board_ids integer[], user_ids text[], name_ids text[])
    RETURNS TABLE (locked json, standings json, entries json, names json, disqualified json, arrived timestamptz)
    LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
    BEGIN
      SELECT coalesce(json_object_agg(player.id, player.user_name), '{}') INTO names
        FROM players AS player WHERE player.id = ANY (name_ids);
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
      SELECT coalesce(json_agg(json_build_object('tournament_id', barred.tournament_id, 'user_id', barred.user_id)), '[]') INTO disqualified
        FROM unnest(board_ids, user_ids) AS wanted (tournament_id, user_id)
        JOIN disqualified_players AS barred ON barred.tournament_id = wanted.tournament_id AND barred.user_id = wanted.user_id;
      RETURN NEXT;
    END $$`.execute(db);
}
