import pg from 'pg';
import { sql } from 'kysely';
import { useTestServer } from '../harness';
import { waitUntil } from './databaseProcesses';
import { describeOnPostgres } from '../databaseKind';
import { databaseUrl } from '../postgresTemplate';

// PostgreSQL only (DATABASE_URL), like the CI's second run: the embedded database has embeddedDatabaseRestart.test.ts.
describeOnPostgres('PostgreSQL ends the server’s connections', () => {
  const server = useTestServer();
  let admin: pg.Client | undefined;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  const serverBackends = async (database: string) =>
    admin!.query<{ pid: number; wait_event_type: string | null }>('SELECT pid, wait_event_type FROM pg_stat_activity WHERE datname = $1', [database]);

  it('answers 503 with Retry-After for the request it cut, and the pool reconnects for the next one', async () => {
    const running = server();
    await running.token();
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(running.ctx.db);
    const database = rows[0].name;
    // A request held on a lock is in flight for sure when its backend is terminated.
    const locker = new pg.Client({ connectionString: databaseUrl(process.env.DATABASE_URL!, database) });
    await locker.connect();
    try {
      const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE tournaments IN ACCESS EXCLUSIVE MODE');
      const cut = running.request('GET', '/api/tournaments/running');
      await waitUntil(async () => (await serverBackends(database)).rows.some((backend) => backend.wait_event_type === 'Lock'), 'the request to wait on the lock');
      await admin!.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2', [database, lockerPid]);
      const answer = await cut;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answer.json).toEqual({ message: expect.stringContaining('try again') });
    } finally {
      await locker.end();
    }

    const statuses: number[] = [];
    await waitUntil(async () => {
      statuses.push((await running.request('GET', '/api/tournaments/running')).status);
      return statuses.at(-1) === 200;
    }, 'the API to answer 200 again');
    expect(statuses.filter((status) => status !== 503 && status !== 200)).toEqual([]);
  });
});
