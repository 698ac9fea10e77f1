import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { ingest, round, runningTournament, scores } from './engineFixtures';
import { describeOnPostgres } from '../databaseKind';

// Only PostgreSQL lets a second connection hold a lock while the server works (PGlite has one connection).
describeOnPostgres('which tournaments a batch locks', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  it('does not lock a running tournament none of the events can score for', async () => {
    const busy = await runningTournament(server(), clock);
    const scoring = await runningTournament(server(), clock, {
      wagering_conditions: [{ platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [2] }],
    });
    // A connection of the server's own pool, held apart from the requests, locks the busy tournament meanwhile.
    const holder = await server().ctx.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', [busy]);
      // Were the busy tournament locked by the batch too, this would wait for the holder (until the test times out).
      await ingest(server(), [round('ls-1', 'ls-a', { game_id: 2 })]);
      expect(await scores(server(), scoring)).toEqual({ 'ls-a': 10 });
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    expect(await scores(server(), busy)).toEqual({});
  });
});
