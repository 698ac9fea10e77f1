import { sql, type Kysely } from 'kysely';

/**
 * Every player the platform sends is known (issue 25): the ingest records each new player and each new name in
 * `players` (server/src/players/sentPlayers.ts), and staff can invite an id the platform has not sent yet.
 * - user_name: the latest name the platform sent, else the id (a name equal to the id counts as none).
 * - first_seen_at: when the platform first sent the player; null for an id staff invited before the platform sent
 *   it ("not seen yet", decision 115). Until now only the demo seed, the platform's stand-in, wrote players: those
 *   rows count as seen from this migration (a default evaluated once, so the table is not rewritten), as the seed's
 *   players count as seen when seeded (server/src/seed/players.ts).
 * Backfilled from the stored events: each player's first arrival, and the latest name (by arrival, then occurrence).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE players ADD COLUMN first_seen_at timestamptz DEFAULT now()`.execute(db);
  await sql`ALTER TABLE players ALTER COLUMN first_seen_at DROP DEFAULT`.execute(db);
  await sql`
    INSERT INTO players (id, user_name, first_seen_at)
    SELECT user_id,
           coalesce((array_agg(user_name ORDER BY received_at DESC, occurred_at DESC, id DESC) FILTER (WHERE user_name <> user_id))[1], user_id),
           min(received_at)
      FROM gaming_events
     GROUP BY user_id
    ON CONFLICT (id) DO UPDATE
      SET user_name = CASE WHEN excluded.user_name = excluded.id THEN players.user_name ELSE excluded.user_name END,
          first_seen_at = least(players.first_seen_at, excluded.first_seen_at)`.execute(db);
}
