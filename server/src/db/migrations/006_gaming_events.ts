import { sql, type Kysely } from 'kysely';

/**
 * The gaming events the operator's platform posts (spec §1), kept for idempotency and replay. Each type's fields
 * are typed nullable columns rather than a jsonb payload: replay (§4) filters and sums them in SQL, and nothing
 * but the spec's fields is ever stored. occurred_at is indexed for replay by time window; received_at, which
 * retention deletes by (an id must stay known for as long after it arrived, whenever it happened), gets a BRIN
 * index: rows arrive in its order, and a BRIN index costs the ingest path next to nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE gaming_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      user_id text NOT NULL,
      user_name text,
      occurred_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      game_id integer,
      platform text,
      stake double precision,
      win double precision,
      bonus_id text,
      amount double precision,
      role_id text,
      tournament_id integer
    )`.execute(db);
  await sql`CREATE INDEX gaming_events_occurred_at ON gaming_events (occurred_at)`.execute(db);
  await sql`CREATE INDEX gaming_events_received_at ON gaming_events USING brin (received_at)`.execute(db);
}
