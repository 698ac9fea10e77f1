import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { completeDueTournaments } from '../../src/tournaments/tournamentCompletion';
import { createTournament, publishTournament } from '../fixtures/tournamentFixture';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { describeOnPostgres } from '../databaseKind';

// Only PostgreSQL runs two transactions at once (PGlite has one connection).
describeOnPostgres('lock order between a batch and completion', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  /** Until some backend waits for a lock: the completion has reached the tournament the holder locked. */
  async function untilSomeoneWaitsForALock(): Promise<void> {
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(server().ctx.db);
      if (rows[0].waiting > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('completes two due tournaments while a batch holds the first and then takes the second, without a deadlock', async () => {
    const first = await createTournament(server());
    const second = await createTournament(server());
    // Published second first, the first's row now lies after the second's: a scan in table order meets the second first.
    await publishTournament(server(), second);
    await publishTournament(server(), first);
    clock.set('2030-01-09T00:00:00Z');
    // A connection of the server's own pool takes the locks as a batch scoring for both does: ascending id.
    const batch = await server().ctx.database.pool.connect();
    try {
      await batch.query('BEGIN');
      await batch.query('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', [first]);
      const completion = completeDueTournaments(server().ctx);
      await untilSomeoneWaitsForALock();
      await batch.query('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', [second]);
      await batch.query('COMMIT');
      expect((await completion).sort()).toEqual([first, second].sort());
    } finally {
      batch.release();
    }
    const statuses = await server().ctx.db.selectFrom('tournaments').select('status').where('id', 'in', [first, second]).execute();
    expect(statuses.map((row) => row.status)).toEqual([TournamentStatus.Completed, TournamentStatus.Completed]);
  });
});
