import fs from 'node:fs';
import { expectedConsoleLines } from '../../../test/consoleLines';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { LOCK_FILE_NAME } from '../../src/db/dataDirLock';
import { RESTART_LIMIT } from '../../src/db/pgliteServer';
import { createTournament } from '../fixtures/tournamentFixture';
import { startTestServer, type TestServer } from '../harness';
import { newPkce, postLogin } from '../idp/authorizationFlow';
import { copyPgliteTemplate } from '../pgliteTemplate';
import { databaseProcessesOf, isRunning, killDatabaseProcessesOf, waitUntil } from './databaseProcesses';
import { describeOnEmbedded } from '../databaseKind';

// The embedded database only: against PostgreSQL see postgresConnectionLoss.test.ts.

/** What the server says of the database process it restarts. */
const RESTART_LINES = /^(The embedded database in .* (stopped .*; restarting it|is back)\.|Database connection lost: )/;

/** A PGlite database of its own in a temp dir, with what onDatabaseGone was told. */
function useEmbeddedDatabase(): { dataDir: () => string; database: () => DatabaseHandle; gone: jest.Mock } {
  // Made in beforeAll, not here: a skipped block (DATABASE_URL set) runs no afterAll to remove it.
  let dataDir = '';
  const gone = jest.fn();
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    dataDir = copyPgliteTemplate();
    database = await openDatabase({ dataDir, onDatabaseGone: gone });
  });
  afterAll(async () => {
    await database?.close();
    killDatabaseProcessesOf(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir: () => dataDir, gone, database: () => database! };
}

function killTheDatabaseProcess(dataDir: string): number {
  const [pid] = databaseProcessesOf(dataDir);
  process.kill(pid, 'SIGKILL');
  return pid;
}

describeOnEmbedded('the embedded database process dies', () => {
  const restartLines = expectedConsoleLines('warn', RESTART_LINES);
  // The API gate's reading of ended sessions may fall in the database's absence too; it tries again a second later.
  expectedConsoleLines('error', /^Reading the ended sign-in sessions failed: /);
  const { dataDir, database, gone } = useEmbeddedDatabase();
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ database: database() });
  });
  afterAll(() => server?.stop());

  it('answers API calls and sign-ins 503 with Retry-After meanwhile, then serves the same data again', async () => {
    const running = server!;
    const id = await createTournament(running);
    await running.token();
    const killed = killTheDatabaseProcess(dataDir());
    await waitUntil(() => !isRunning(killed), 'the database process to end');

    const api = await running.request('GET', `/api/tournaments/${id}`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(api.json).toEqual({ message: expect.stringContaining('try again') });
    // The sign-in page needs no database (it stores nothing before the password is right); the password's check does.
    const signIn = await postLogin(running, newPkce(), { username: 'admin', password: 'admin' });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get('retry-after')).toMatch(/^\d+$/);

    const statuses = new Set<number>();
    await waitUntil(async () => {
      const { status } = await running.request('GET', `/api/tournaments/${id}`);
      statuses.add(status);
      return status === 200;
    }, 'the API to answer 200 again');
    expect([...statuses].filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect(databaseProcessesOf(dataDir())).toHaveLength(1);
    expect(gone).not.toHaveBeenCalled();
    expect(restartLines()).toContain(`The embedded database in ${dataDir()} is back.`);
  });
});

describeOnEmbedded('the embedded database process keeps dying', () => {
  const restartLines = expectedConsoleLines('warn', RESTART_LINES);
  const { dataDir, gone } = useEmbeddedDatabase();

  it(`gives up after ${RESTART_LIMIT} restarts: onDatabaseGone is told the data directory and why, and the lock is released`, async () => {
    const killed = new Set<number>();
    await waitUntil(() => {
      for (const pid of databaseProcessesOf(dataDir()).filter((running) => !killed.has(running))) {
        killed.add(pid);
        process.kill(pid, 'SIGKILL');
      }
      return gone.mock.calls.length > 0;
    }, 'onDatabaseGone');
    expect(gone).toHaveBeenCalledTimes(1);
    expect(gone.mock.calls[0][0]).toContain(dataDir());
    expect(gone.mock.calls[0][0]).toContain('SIGKILL');
    expect(killed.size).toBe(RESTART_LIMIT + 1);
    expect(restartLines().filter((line) => line.endsWith('restarting it.'))).toHaveLength(RESTART_LIMIT);
    expect(databaseProcessesOf(dataDir())).toEqual([]);
    expect(fs.existsSync(`${dataDir()}/${LOCK_FILE_NAME}`)).toBe(false);
  });
});
