import { sql, type Kysely } from 'kysely';

/**
 * A tournament's results (issue 28, decision 155): the figures the Results tab shows, as one JSON document per
 * tournament (src/domain/results/tournamentResults.ts), so that answering them reads one row however many events
 * and players made them. While the tournament runs the row is a snapshot a background job refreshes; once it
 * completes (or is canceled) the job writes it a last time with final set, and it stays after the events it came
 * from expire (40 days).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tournament_results (
      tournament_id integer PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
      final boolean NOT NULL,
      computed_at timestamptz NOT NULL,
      results jsonb NOT NULL
    )`.execute(db);
}
