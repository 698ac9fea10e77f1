import { sql, type Kysely } from 'kysely';

/**
 * Recurring series (issue 28, decisions 152 and 153). A series is a template tournament as the API sends one (its
 * fields, tiers and wagering conditions in `template`, its boosters in `boosters`) and a rule (`recurrence`,
 * src/domain/seriesRecurrence.ts). Each instance is a tournament of its own that names its series and the start the
 * rule gave it: unique per series, so that however many server instances create the same instance at once, one row
 * is inserted (INSERT … ON CONFLICT DO NOTHING) and the others insert nothing. An instance whose start an edit of
 * the rule dropped keeps its series but no longer a start (null), so that the rule may give that start again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tournament_series (
      id serial PRIMARY KEY,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
      template jsonb NOT NULL,
      boosters jsonb NOT NULL,
      recurrence jsonb NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      updated_by_id text,
      updated_by_name text NOT NULL
    )`.execute(db);
  await sql`
    ALTER TABLE tournaments
      ADD COLUMN series_id integer REFERENCES tournament_series (id),
      ADD COLUMN series_start timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX tournaments_series_start ON tournaments (series_id, series_start) WHERE series_id IS NOT NULL`.execute(db);
}
