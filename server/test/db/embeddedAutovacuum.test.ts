import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { vacuumEmbeddedDatabase } from '../../src/db/embeddedAutovacuum';
import { openTestDatabase } from '../testDatabase';

interface TableStatistics {
  dead: number;
  /** When VACUUM and ANALYZE were last run by hand (this job), not by a server's own autovacuum. */
  vacuumed: Date | null;
  analyzed: Date | null;
}

describe('the embedded database vacuums itself (embeddedAutovacuum.ts)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    // On a PostgreSQL server its own autovacuum must not get there first.
    await sql`CREATE TABLE churned (id integer PRIMARY KEY, score integer) WITH (autovacuum_enabled = false)`.execute(database.db);
    await sql`CREATE TABLE untouched (id integer PRIMARY KEY)`.execute(database.db);
  });
  afterAll(() => database.close());

  const statistics = async (table: string) => {
    // PostgreSQL servers report a backend's counts a moment later; this makes the next transaction end report them.
    await sql`SELECT pg_stat_force_next_flush()`.execute(database.db);
    const { rows } = await sql<TableStatistics>`
      SELECT n_dead_tup::int AS dead, last_vacuum AS vacuumed, last_analyze AS analyzed
        FROM pg_stat_user_tables WHERE relname = ${table}`.execute(database.db);
    return rows[0];
  };

  it('vacuums and analyzes a table past autovacuum’s thresholds, and leaves the quiet ones', async () => {
    await sql`INSERT INTO churned SELECT n, n FROM generate_series(1, 1000) AS n`.execute(database.db);
    await sql`UPDATE churned SET score = score + 1 WHERE id <= 600`.execute(database.db);
    await sql`SELECT 1`.execute(database.db);
    expect((await statistics('churned')).dead).toBeGreaterThan(250);

    const done = await vacuumEmbeddedDatabase({ ...database, embedded: true });

    expect(done).toContain('churned');
    expect(done).not.toContain('untouched');
    expect(await statistics('churned')).toEqual({ dead: 0, vacuumed: expect.any(Date), analyzed: expect.any(Date) });
  });

  it('leaves a PostgreSQL server to its own autovacuum', async () => {
    const before = await statistics('churned');
    await sql`UPDATE churned SET score = score + 1`.execute(database.db);
    expect(await vacuumEmbeddedDatabase({ ...database, embedded: false })).toEqual([]);
    const after = await statistics('churned');
    expect(after.dead).toBeGreaterThan(250);
    expect([after.vacuumed, after.analyzed]).toEqual([before.vacuumed, before.analyzed]);
  });
});
