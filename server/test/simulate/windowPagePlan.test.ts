import { sql } from 'kysely';
import { eventPageQuery, type ReplayScan } from '../../src/simulate/windowEvents';
import { useTestServer } from '../harness';

/** A parameter as SQL text for EXECUTE: the prepared statement gives it its type. */
const literal = (value: unknown) => `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`;

describe('a page of Simulate’s events, once the statement is prepared (issue 26)', () => {
  const server = useTestServer();

  beforeAll(async () => {
    // A month of stored events, one a minute, received as they happened: enough rows for the planner to weigh its indexes.
    await sql`
      INSERT INTO gaming_events (id, type, user_id, occurred_at, received_at, game_id, platform, stake, win)
      SELECT 'plan-' || n, 'casino_round', 'p-' || (n % 500), at, at, 1, 'desktop', 10, 0
        FROM generate_series(0, 43199) AS n, LATERAL (SELECT timestamptz '2030-01-01T00:00:00Z' + n * interval '1 minute' AS at) AS moment`.execute(server().ctx.db);
    await sql`ANALYZE gaming_events`.execute(server().ctx.db);
  });

  it('starts at the cursor in the arrival index, in order under the generic plan PostgreSQL caches after five calls, never the window’s occurred_at range', async () => {
    const scan: ReplayScan = { from: new Date('2030-01-01T00:00:00Z'), to: new Date('2030-02-05T00:00:00Z'), receivedFrom: new Date('2030-01-01T00:00:00Z'), optInsFor: 7 };
    const cursor = { arrival: '2030-01-03 10:00:00+00', occurred_at: new Date('2030-01-03T09:00:00Z'), id: 'e-1' };
    const { sql: text, parameters } = eventPageQuery(scan, cursor, 1_000).compile(server().ctx.db);
    const plan = await server()
      .ctx.db.connection()
      .execute(async (connection) => {
        await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
        try {
          await sql.raw(`PREPARE window_page AS ${text}`).execute(connection);
          const { rows } = await sql.raw<Record<string, string>>(`EXPLAIN EXECUTE window_page(${parameters.map(literal).join(', ')})`).execute(connection);
          await sql`DEALLOCATE window_page`.execute(connection);
          return rows.map((row) => Object.values(row)[0]).join('\n');
        } finally {
          await sql`RESET plan_cache_mode`.execute(connection);
        }
      });
    // Before, the generic plan scanned the occurred_at index and sorted the rest of the window for every page.
    expect(plan).toMatch(/Index Scan using gaming_events_arrival_order/);
    expect(plan).not.toMatch(/gaming_events_occurred_at/);
    // The cursor is where the scan starts (migration 027): before, a page inside one batch read the batch from its start.
    expect(plan).toMatch(/Index Cond: .*ROW\(received_at, occurred_at, \(?id\)?(::text)?\) > ROW\(/);
  });
});
