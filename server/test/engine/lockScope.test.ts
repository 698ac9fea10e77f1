import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import type { PoolClient } from 'pg';
import { ingest, round, runningTournament, scores } from './engineFixtures';
import { describeOnPostgres } from '../databaseKind';

/** Resolves once a session of this database waits for a lock (polling the server's own view of it, not the clock). */
async function someoneWaitsForALock(observer: PoolClient): Promise<void> {
  for (;;) {
    const { rows } = await observer.query<{ waiting: number }>(
      "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (rows[0].waiting > 0) return;
  }
}

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

  it('records the batch\'s players after its commit: a players row another session holds keeps the registry waiting, not the scores', async () => {
    const tournament = await runningTournament(server(), clock);
    await ingest(server(), [round('lp-1', 'lp-a', { user_name: 'Old name' })]);
    const holder = await server().ctx.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query("SELECT id FROM players WHERE id = 'lp-a' FOR UPDATE");
      const renaming = ingest(server(), [round('lp-2', 'lp-a', { user_name: 'New name' })]);
      await someoneWaitsForALock(holder);
      // Before decision 137 the batch's own transaction waited here, its scores uncommitted and its tournament locked.
      expect(await scores(server(), tournament)).toEqual({ 'lp-a': 20 });
      await holder.query('ROLLBACK');
      await renaming;
    } finally {
      holder.release();
    }
    expect(await server().ctx.db.selectFrom('players').select('user_name').where('id', '=', 'lp-a').executeTakeFirst()).toEqual({ user_name: 'New name' });
  });
});
