import { sql, type Kysely } from 'kysely';

/**
 * Review before payout (issue 28, decisions 150 and 151). A tournament with manual_payout completes without
 * writing its prizes to the outbox: they wait, in review, until staff approve them (payout_approved_at, by whom).
 * Staff may disqualify a player while the tournament runs or in review: the player leaves the board (so the ranks
 * below move up, and the prizes, which follow the board, with them), and the disqualification keeps what they had
 * (their name, score and rank at that moment) with the reason and who decided.
 *
 * lock_boards_and_read answers, beside the entries, the disqualified among the pairs it reads, under the same
 * locks: the ingest and the score adjustments skip them in the round trip they already make. It is the function of
 * migration 017 with that one column more, planned once a session as migration 021 set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tournaments
      ADD COLUMN manual_payout boolean NOT NULL DEFAULT false,
      ADD COLUMN payout_approved_at timestamptz,
      ADD COLUMN payout_approved_by_id text,
      ADD COLUMN payout_approved_by_name text`.execute(db);
  await sql`
    CREATE TABLE disqualified_players (
      tournament_id integer NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      user_id text NOT NULL,
      user_name text NOT NULL,
      total_score double precision NOT NULL,
      rank integer NOT NULL,
      reason text NOT NULL,
      disqualified_at timestamptz NOT NULL,
      disqualified_by_id text NOT NULL,
      disqualified_by_name text NOT NULL,
      in_review boolean NOT NULL,
      PRIMARY KEY (tournament_id, user_id)
    )`.execute(db);
  await sql`DROP FUNCTION lock_boards_and_read(integer[], integer[], text[])`.execute(db);
  await sql`
    CREATE FUNCTION lock_boards_and_read(lock_ids integer[], board_ids integer[], user_ids text[])
    RETURNS TABLE (locked json, standings json, entries json, names json, disqualified json, arrived timestamptz)
    LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
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
      SELECT coalesce(json_agg(json_build_object('tournament_id', barred.tournament_id, 'user_id', barred.user_id)), '[]') INTO disqualified
        FROM unnest(board_ids, user_ids) AS wanted (tournament_id, user_id)
        JOIN disqualified_players AS barred ON barred.tournament_id = wanted.tournament_id AND barred.user_id = wanted.user_id;
      RETURN NEXT;
    END $$`.execute(db);
}
