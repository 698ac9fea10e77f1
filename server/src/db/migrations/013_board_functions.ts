import { sql, type Kysely } from 'kysely';

/**
 * The rank blocks' bookkeeping (migration 007, server/src/leaderboard/ranks.ts) as functions in the database, so
 * that a manual score adjustment commits in one round trip: adjust_board_score locks the tournament, checks the
 * player's standing is still the one the server computed the adjustment from (the scoring rules stay in
 * TypeScript), writes the row and the block counts, announces the board, records the adjustment and its history
 * entry and answers the new rank, as one statement. ranks.ts calls the same functions for every other write
 * and read, so the bookkeeping is defined here once. lock_boards_and_read does the same for the ingest: the locks
 * and the reads made under them in one round trip.
 *
 * Keys are rank-order keys: (-total_score, computed, user_id), every part ascending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The block holding a key: the last one starting at or before it (every board has one starting below every key).
  await sql`
    CREATE FUNCTION board_block_start(board integer, key_score float8, key_computed timestamptz, key_user text)
    RETURNS TABLE (start_score float8, start_computed timestamptz, start_user_id text)
    LANGUAGE sql STABLE AS $$
      SELECT block.start_score, block.start_computed, block.start_user_id FROM leaderboard_rank_blocks AS block
       WHERE block.tournament_id = board
         AND (block.start_score, block.start_computed, block.start_user_id) <= (key_score, key_computed, key_user)
       ORDER BY block.start_score DESC, block.start_computed DESC, block.start_user_id DESC LIMIT 1
    $$`.execute(db);

  // How many rows rank ahead of a key: the counts of the blocks before its block plus an index count inside it.
  // A table function of one SELECT, so that PostgreSQL inlines it where it is called (a scalar SQL function with
  // subqueries would be planned anew at every call).
  await sql`
    CREATE FUNCTION board_rows_ahead(board integer, key_score float8, key_computed timestamptz, key_user text)
    RETURNS TABLE (ahead bigint) LANGUAGE sql STABLE AS $$
      SELECT (SELECT coalesce(sum(counted.row_count), 0) FROM leaderboard_rank_blocks AS counted
               WHERE counted.tournament_id = board
                 AND (counted.start_score, counted.start_computed, counted.start_user_id)
                   < (block.start_score, block.start_computed, block.start_user_id))
           + (SELECT count(*) FROM leaderboard_rows AS ahead
               WHERE ahead.tournament_id = board
                 AND (-ahead.total_score, ahead.computed, ahead.user_id) >= (block.start_score, block.start_computed, block.start_user_id)
                 AND (-ahead.total_score, ahead.computed, ahead.user_id) < (key_score, key_computed, key_user))
        FROM board_block_start(board, key_score, key_computed, key_user) AS block
    $$`.execute(db);

  // Rows leaving (-1) or entering (+1) keys: each block's count changes by its moves' sum (located against the
  // blocks as they are, so leaving and entering one block cancel out); answers the blocks whose count changed.
  await sql`
    CREATE FUNCTION board_count_moves(board integer, scores float8[], computeds timestamptz[], users text[], deltas integer[])
    RETURNS TABLE (start_score float8, start_computed timestamptz, start_user_id text, row_count integer)
    LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      -- PL/pgSQL keeps the statement's plan for the session; a SQL function's would be made at every call.
      RETURN QUERY WITH summed AS (
        SELECT block.start_score, block.start_computed, block.start_user_id, sum(move.delta)::integer AS delta
          FROM unnest(scores, computeds, users, deltas) AS move (score, computed, user_id, delta)
         CROSS JOIN LATERAL board_block_start(board, move.score, move.computed, move.user_id) AS block
         GROUP BY 1, 2, 3 HAVING sum(move.delta) <> 0)
      UPDATE leaderboard_rank_blocks AS counted SET row_count = counted.row_count + summed.delta
        FROM summed
       WHERE counted.tournament_id = board AND counted.start_score = summed.start_score
         AND counted.start_computed = summed.start_computed AND counted.start_user_id = summed.start_user_id
      RETURNING counted.start_score, counted.start_computed, counted.start_user_id, counted.row_count;
    END $$`.execute(db);

  // A manual adjustment in one statement. 'stale' (nothing written) when the standing is no longer the expected
  // one (expected_total null: not on the board), with the current standing to compute again from.
  await sql`
    CREATE FUNCTION adjust_board_score(
      board integer, player text, in_progress integer,
      expected_total float8, expected_computed timestamptz,
      player_name text, new_total float8, new_computed timestamptz,
      points float8, note text, adjusted_by text, adjusted_at timestamptz,
      actor_name text, history_action text, history_details jsonb, changes_channel text)
    RETURNS TABLE (
      outcome text, current_total float8, current_computed timestamptz, rows_ahead bigint,
      block_scores float8[], block_computeds timestamptz[], block_users text[], block_counts integer[])
    LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      board_status integer;
      standing record;
      on_board boolean;
    BEGIN
      -- Each statement below takes a new snapshot, so the reads after the lock see every earlier writer's commit.
      SELECT status INTO board_status FROM tournaments WHERE id = board FOR UPDATE;
      IF NOT FOUND THEN outcome := 'not_found'; RETURN NEXT; RETURN; END IF;
      IF board_status <> in_progress THEN outcome := 'not_in_progress'; RETURN NEXT; RETURN; END IF;
      SELECT total_score, computed INTO standing FROM leaderboard_rows WHERE tournament_id = board AND user_id = player;
      on_board := FOUND;
      IF on_board IS DISTINCT FROM (expected_total IS NOT NULL)
         OR (on_board AND (standing.total_score <> expected_total OR standing.computed <> expected_computed)) THEN
        outcome := 'stale'; current_total := standing.total_score; current_computed := standing.computed;
        RETURN NEXT; RETURN;
      END IF;
      outcome := 'unchanged';
      IF NOT on_board OR new_total <> expected_total OR new_computed <> expected_computed THEN
        outcome := 'changed';
        INSERT INTO leaderboard_rows (tournament_id, user_id, user_name, total_score, computed)
        VALUES (board, player, player_name, new_total, new_computed)
        ON CONFLICT (tournament_id, user_id) DO UPDATE SET total_score = excluded.total_score, computed = excluded.computed;
        SELECT array_agg(moved.start_score), array_agg(moved.start_computed), array_agg(moved.start_user_id), array_agg(moved.row_count)
          INTO block_scores, block_computeds, block_users, block_counts
          FROM board_count_moves(board,
                 CASE WHEN on_board THEN ARRAY[-expected_total, -new_total] ELSE ARRAY[-new_total] END,
                 CASE WHEN on_board THEN ARRAY[expected_computed, new_computed] ELSE ARRAY[new_computed] END,
                 CASE WHEN on_board THEN ARRAY[player, player] ELSE ARRAY[player] END,
                 CASE WHEN on_board THEN ARRAY[-1, 1] ELSE ARRAY[1] END) AS moved;
        INSERT INTO leaderboard_versions (tournament_id, version) VALUES (board, nextval('leaderboard_version_seq'))
        ON CONFLICT (tournament_id) DO UPDATE SET version = excluded.version;
        PERFORM pg_notify(changes_channel, board::text);
      END IF;
      INSERT INTO score_adjustments (tournament_id, user_id, score, note, adjusted_by, adjusted_at)
      VALUES (board, player, points, note, adjusted_by, adjusted_at);
      INSERT INTO tournament_history (tournament_id, at, actor_id, actor_name, action, details)
      VALUES (board, adjusted_at, adjusted_by, actor_name, history_action, history_details);
      current_total := new_total; current_computed := new_computed;
      SELECT counted.ahead INTO rows_ahead FROM board_rows_ahead(board, -new_total, new_computed, player) AS counted;
      RETURN NEXT;
    END $$`.execute(db);

  // The stored standings of (board, player) pairs: one probe of the primary key a pair.
  await sql`
    CREATE FUNCTION board_standings(board_ids integer[], user_ids text[])
    RETURNS TABLE (tournament_id integer, user_id text, user_name text, total_score float8, computed timestamptz)
    LANGUAGE sql STABLE AS $$
      SELECT row.tournament_id, row.user_id, row.user_name, row.total_score, row.computed
        FROM unnest(board_ids, user_ids) AS wanted (tournament_id, user_id)
        JOIN leaderboard_rows AS row ON row.tournament_id = wanted.tournament_id AND row.user_id = wanted.user_id
    $$`.execute(db);

  // The ingest's locks and what it reads under them, in one round trip: the tournaments locked in ascending id
  // (every writer's order), then, each statement with a snapshot taken after the locks, the pairs' standings and
  // engine entries (migration 008: a join moment when role_id is null, a scored role otherwise). JSON arrays.
  await sql`
    CREATE FUNCTION lock_boards_and_read(lock_ids integer[], board_ids integer[], user_ids text[])
    RETURNS TABLE (locked json, standings json, entries json)
    LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      SELECT coalesce(json_agg(locking), '[]') INTO locked FROM (
        SELECT tournament.id, tournament.status, tournament.floor_score FROM tournaments AS tournament
         WHERE tournament.id = ANY (lock_ids) ORDER BY tournament.id FOR UPDATE) AS locking;
      SELECT coalesce(json_agg(standing), '[]') INTO standings FROM board_standings(board_ids, user_ids) AS standing;
      SELECT coalesce(json_agg(entry), '[]') INTO entries FROM (
        SELECT joined.tournament_id, joined.user_id, joined.opted_in_at, joined.assigned_at, NULL::text AS role_id
          FROM unnest(board_ids, user_ids) AS wanted (tournament_id, user_id)
          JOIN tournament_players AS joined ON joined.tournament_id = wanted.tournament_id AND joined.user_id = wanted.user_id
        UNION ALL
        SELECT role.tournament_id, role.user_id, NULL, NULL, role.role_id
          FROM unnest(board_ids, user_ids) AS wanted (tournament_id, user_id)
          JOIN scored_roles AS role ON role.tournament_id = wanted.tournament_id AND role.user_id = wanted.user_id) AS entry;
      RETURN NEXT;
    END $$`.execute(db);
}
