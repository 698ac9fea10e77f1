import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/**
 * PostgreSQL's autovacuum, for the embedded database. PGlite runs PostgreSQL in single-user mode, where no
 * autovacuum launcher runs (the setting says on; nothing acts on it): without this, the rows that every score
 * change, retention purge and outbox update leave dead stay in the tables and their indexes for good, and the
 * planner's statistics stay those of the last ANALYZE (the seed's). PostgreSQL servers vacuum themselves, so the
 * job skips them.
 *
 * The tables are picked with autovacuum's default thresholds, from the same statistics autovacuum reads
 * (PGlite keeps them): dead rows above 50 + 20 % of the live ones, rows inserted since the last vacuum above
 * 1,000 + 20 % (so insert-only tables, the gaming events, get their pages marked all-visible), rows changed since
 * the last analyze above 50 + 10 %. A VACUUM with few dead rows skips the index passes (PostgreSQL 14+), so on a
 * big board it costs about the pages changed since the last one; it runs on the single connection meanwhile.
 */
export async function vacuumEmbeddedDatabase(database: DatabaseHandle): Promise<string[]> {
  if (!database.embedded) return [];
  const { rows } = await sql<{ schema: string; table: string; vacuum: boolean }>`
    SELECT schema, "table", vacuum FROM (
      SELECT schemaname AS schema, relname AS "table",
             n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup AS vacuum,
             n_mod_since_analyze > 50 + 0.1 * n_live_tup AS analyze_due
        FROM pg_stat_user_tables) AS due
     WHERE vacuum OR analyze_due
     ORDER BY "table"`.execute(database.db);
  for (const { schema, table, vacuum } of rows) {
    // Outside a transaction (VACUUM cannot run in one): each on its own, so requests get the connection in between.
    await sql`${sql.raw(vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE')} ${sql.id(schema, table)}`.execute(database.db);
  }
  return rows.map(({ table }) => table);
}
