/** Starts bench/lib/serverMain.ts in a child process on a free loopback port and always stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from '../../server/test/freePort';
import { leanRequest } from './leanHttp';
import { childPids } from './processMemory';

export interface ServerProcess {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  /** The admin's current access token. */
  token(): string;
  /** POST /api/events with the ingest client's token; `batch` is the JSON array, serialised ahead (it is timed). */
  postEvents(batch: string): Promise<{ status: number; text: string }>;
  /** A GET with the admin's token, its body not read yet (to stream it). */
  open(pathname: string): Promise<Response>;
  /** A GET with the admin's token (a lean keep-alive client, for timing); the body is read to its end. */
  get(pathname: string): Promise<{ status: number; text: string }>;
  /** A request with a JSON body and the admin's token (the lean keep-alive client, as every call here but `open`). */
  send(method: string, pathname: string, body: unknown): Promise<{ status: number; text: string }>;
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;

interface Tokens {
  token: string;
  ingestToken: string;
}

/** The ingest client's secret in bench servers (a throw-away database, loopback only). */
const BENCH_INGEST_SECRET = 'bench-ingest-secret';

function announcements(child: ChildProcess, onTokens: (tokens: Tokens) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms: ${stderr}`)), START_TIMEOUT_MS);
    const onExit = (code: number | null) => reject(new Error(`the server exited with ${code}: ${stderr}`));
    child.once('exit', onExit);
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const { url, ...tokens } = JSON.parse(line) as Tokens & { url: string };
      onTokens(tokens);
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(url);
    });
  });
}

/**
 * SIGTERM lets the server close its database (PGlite flushes a big data directory for a while). If it does
 * not exit in time, its own children (PGlite) are killed first: killed alone, the server would leave them
 * running with no parent.
 */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => {
      for (const pid of childPids(child.pid!)) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs `work` against a server process configured by `env` (the database, WEB_ROOT), with demo seeding, demo
 * traffic and background jobs off, so nothing but the measured requests runs on it.
 */
export async function withServerProcess<T>(env: Record<string, string>, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serverMain.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_ROOT: '/nonexistent',
      SEED_DEMO_DATA: 'off',
      BACKGROUND_JOBS: 'off',
      DEMO_EVENTS: 'off',
      INGEST_CLIENT_SECRET: BENCH_INGEST_SECRET,
      LOG_LEVEL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let tokens: Tokens = { token: '', ingestToken: '' };
    const url = await announcements(child, (fresh) => (tokens = fresh));
    const authorization = () => ({ authorization: `Bearer ${tokens.token}` });
    const open = (pathname: string) => fetch(`${url}${pathname}`, { headers: authorization() });
    const request = (method: string, pathname: string, headers: Record<string, string>, body: string) => leanRequest(method, `${url}${pathname}`, headers, body);
    const send = (method: string, pathname: string, body: unknown) => request(method, pathname, authorization(), JSON.stringify(body));
    const postEvents = (batch: string) => request('POST', '/api/events', { authorization: `Bearer ${tokens.ingestToken}` }, batch);
    const get = (pathname: string) => leanRequest('GET', `${url}${pathname}`, authorization());
    return await work({ url, pid: child.pid!, token: () => tokens.token, postEvents, open, get, send });
  } finally {
    await stop(child);
  }
}
