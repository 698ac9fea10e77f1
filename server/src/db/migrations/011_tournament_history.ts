import { sql, type Kysely } from 'kysely';

/**
 * Issue 13's history of every write: one row per staff write (and per completion by the server), inserted in the
 * write's own transaction. Append-only: a trigger refuses UPDATE and DELETE, so not even a faulty route can edit
 * it. TRUNCATE stays possible: only `npm run seed`, which replaces every demo table wholesale (tournament ids
 * restart with it), uses it. No foreign key to tournaments, as with migrations 008 and 009: its check would
 * share-lock the tournament row; tournaments are never deleted. The index serves the newest-first pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tournament_history (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tournament_id integer NOT NULL,
      at timestamptz NOT NULL,
      actor_id text NOT NULL,
      actor_name text NOT NULL,
      action text NOT NULL,
      details jsonb NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX tournament_history_newest_first ON tournament_history (tournament_id, id DESC)`.execute(db);
  await sql`
    CREATE FUNCTION refuse_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'tournament_history is append-only: % refused', TG_OP;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER tournament_history_append_only BEFORE UPDATE OR DELETE ON tournament_history
    FOR EACH ROW EXECUTE FUNCTION refuse_history_change()`.execute(db);
}
