import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { lockDataDir } from './dataDirLock';

/**
 * PGlite runs in its own process behind our wire server (pgliteWire.ts): in-process it would block the
 * event loop for the whole of every query. The server then talks to it with `pg`, as to PostgreSQL.
 * It accepts one connection at a time (its multiplexer can interleave statements of two clients),
 * so the pool for it has a single connection.
 *
 * That process is supervised: when it dies it is started again on the same data directory and the same
 * socket (requests meanwhile fail as connection errors, which answer 503); when it keeps dying, `onGone`
 * is told, and the server exits for its own supervisor to act.
 */
export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** The server's public URL, named in the data directory's lock for whoever finds it held. */
  url?: string;
  /** The database stopped and could not be restarted; the message says where and why. */
  onGone(message: string): void;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** More exits than this within the window mean something a restart does not fix (a broken data directory). */
export const RESTART_LIMIT = 3;
export const RESTART_WINDOW_MS = 60_000;
// The first restart is at once; each further one waits this much longer, so a crash loop does not spin.
const RESTART_BACKOFF_MS = 1000;
const STDERR_KEPT = 2000;

function socketDir(): string {
  // Unix socket paths are limited to ~100 bytes, so the socket lives in a short temp dir, not DATA_DIR.
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pgl-'));
}

/** The end of what the process wrote to stderr, the likely reason it stopped. */
function stderrTail(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-STDERR_KEPT)));
  return () => tail.trim();
}

function exitReason(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  return `${signal ? `killed by ${signal}` : `exit code ${code}`}${stderr ? `: ${stderr}` : ''}`;
}

function waitForSocket(child: ChildProcess, socketPath: string, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let probing = false;
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearInterval(poll);
      reject(new Error(`PGlite did not start (${exitReason(code, signal, stderr())})`));
    };
    child.once('exit', onExit);
    const poll = setInterval(() => {
      if (Date.now() - started > START_TIMEOUT_MS) {
        clearInterval(poll);
        child.kill('SIGKILL');
        reject(new Error(`PGlite did not start within ${START_TIMEOUT_MS} ms: ${stderr()}`));
      } else if (fs.existsSync(socketPath) && !probing) {
        // The socket file appears before the server accepts; ready means a connection is taken.
        probing = true;
        const probe = net.connect(socketPath);
        probe.once('connect', () => {
          probe.destroy();
          clearInterval(poll);
          child.off('exit', onExit);
          resolve();
        });
        probe.once('error', () => (probing = false));
      }
    }, 50);
  });
}

/** Starts our wrapper (pgliteProcess.ts) and resolves once it accepts connections on socketPath. */
async function spawnPglite(dataDir: string, socketPath: string): Promise<{ child: ChildProcess; stderr: () => string }> {
  // A socket file left by a process that was killed would make the new one's listen fail.
  fs.rmSync(socketPath, { force: true });
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const wrapper = path.join(__dirname, 'pgliteProcess.ts');
  // Two slots: the pool's one connection, and the readiness probe that may still be closing when it connects.
  const args = ['--import', tsx, wrapper, '--db', dataDir, '--path', socketPath, '--max-connections', '2'];
  // stdin is a pipe only so that the process sees it close when this one ends, however it ends.
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  const stderr = stderrTail(child);
  await waitForSocket(child, socketPath, stderr);
  return { child, stderr };
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    // PGlite flushes to disk on SIGTERM; one that hangs is killed rather than awaited forever.
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startEmbeddedPostgres({ dataDir, url, onGone }: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir, url);
  const dir = socketDir();
  const socketPath = path.join(dir, '.s.PGSQL.5432');
  const cleanUp = () => {
    fs.rmSync(dir, { recursive: true, force: true });
    lock.release();
  };
  const start = async () => {
    const started = await spawnPglite(dataDir, socketPath);
    lock.recordDatabaseProcess(started.child.pid!);
    supervise(started);
    return started.child;
  };
  let stopping = false;
  let restarting = Promise.resolve();
  let stopped: Promise<void> | undefined;
  const exits: number[] = [];

  const restartAfter = async (reason: string): Promise<void> => {
    if (stopping) return;
    const now = Date.now();
    exits.push(now);
    while (exits[0] < now - RESTART_WINDOW_MS) exits.shift();
    if (exits.length > RESTART_LIMIT) {
      stopping = true;
      cleanUp();
      onGone(
        `The embedded database in ${dataDir} stopped ${exits.length} times within ${RESTART_WINDOW_MS / 1000} s and is not restarted again ` +
          `(last: ${reason}). Exiting so that a supervisor can restart the server; if it keeps failing, check ${dataDir} (disk space, permissions, its files).`,
      );
      return;
    }
    console.warn(`The embedded database in ${dataDir} stopped (${reason}); restarting it.`);
    await sleep((exits.length - 1) * RESTART_BACKOFF_MS);
    if (stopping) return;
    try {
      child = await start();
    } catch (error) {
      return restartAfter((error as Error).message);
    }
    console.warn(`The embedded database in ${dataDir} is back.`);
  };
  function supervise({ child: running, stderr }: { child: ChildProcess; stderr: () => string }): void {
    running.once('exit', (code, signal) => {
      if (!stopping) restarting = restartAfter(exitReason(code, signal, stderr()));
    });
  }

  let child = await start().catch((error: unknown) => {
    cleanUp();
    throw error;
  });
  return {
    connectionString: `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}`,
    stop: () =>
      (stopped ??= (async () => {
        // After giving up there is nothing left to stop.
        if (stopping) return;
        stopping = true;
        await restarting;
        await stopProcess(child);
        cleanUp();
      })()),
  };
}
