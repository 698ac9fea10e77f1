import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCK_FILE_NAME } from '../../src/db/dataDirLock';
import { freePort } from '../freePort';
import { copyPgliteTemplate } from '../pgliteTemplate';
import { databaseProcessesOf, isRunning, killDatabaseProcessesOf, waitUntil } from './databaseProcesses';
import { describeOnEmbedded } from '../databaseKind';

const MAIN = path.join(__dirname, '..', '..', 'src', 'main.ts');

interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>;
}

/** `npm start`'s server (without the build) as its own process on dataDir. */
async function spawnServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO_DATA: 'off', BACKGROUND_JOBS: 'off', DEMO_EVENTS: 'off', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, WEB_ROOT: '/nonexistent' };
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, url, output: () => output, exited };
}

function isServing(server: ServerProcess): boolean {
  return server.output().includes('Tournament Console on');
}

async function waitUntilServing(server: ServerProcess): Promise<void> {
  await waitUntil(() => {
    if (server.child.exitCode !== null) throw new Error(`The server exited with ${server.child.exitCode}: ${server.output()}`);
    return isServing(server);
  }, 'the server to listen');
}

describeOnEmbedded('a data directory belongs to one server at a time', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await spawnServer(dataDir);
    servers.push(server);
    return server;
  };
  beforeEach(() => {
    dataDir = copyPgliteTemplate();
  });
  afterEach(async () => {
    for (const { child, exited } of servers.splice(0)) {
      child.kill('SIGKILL');
      await exited;
    }
    // Left to end by themselves, they also remove their socket's temp dir; one that does not end is killed.
    await waitUntil(() => databaseProcessesOf(dataDir).length === 0, 'the database processes to end', 30_000).catch(() => killDatabaseProcessesOf(dataDir));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends the database process when its server is killed with SIGKILL', async () => {
    const server = await start();
    await waitUntilServing(server);
    const [database] = databaseProcessesOf(dataDir);
    server.child.kill('SIGKILL');
    await server.exited;
    await waitUntil(() => !isRunning(database), `the database process ${database} to end`);
  });

  it('refuses a second server on a data directory in use, naming the directory and the server that holds it', async () => {
    const first = await start();
    await waitUntilServing(first);
    const second = await start();
    await waitUntil(() => second.child.exitCode !== null || isServing(second), 'the second server to exit or listen');
    expect(second.child.exitCode).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).toContain(first.url);
    expect(databaseProcessesOf(dataDir)).toHaveLength(1);
  });

  it('takes over the lock of a server killed with SIGKILL, and removes its own when stopped', async () => {
    const killed = await start();
    await waitUntilServing(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const next = await start();
    await waitUntilServing(next);
    expect(next.output()).toContain(`Taking over ${dataDir} from a server that is gone (pid ${killed.child.pid} `);
    expect((await fetch(`${next.url}/api/openapi.json`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
