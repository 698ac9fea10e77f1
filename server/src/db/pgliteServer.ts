import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite runs in its own process behind @electric-sql/pglite-socket: in-process it would block the
 * event loop for the whole of every query. The server then talks to it with `pg`, as to PostgreSQL.
 * It accepts one connection at a time (its multiplexer can interleave statements of two clients),
 * so the pool for it has a single connection.
 */
export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

function socketDir(): string {
  // Unix socket paths are limited to ~100 bytes, so the socket lives in a short temp dir, not DATA_DIR.
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pgl-'));
}

function waitForSocket(child: ChildProcess, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let probing = false;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const onExit = (code: number | null) => reject(new Error(`PGlite exited with ${code}: ${stderr}`));
    child.once('exit', onExit);
    const poll = setInterval(() => {
      if (Date.now() - started > START_TIMEOUT_MS) {
        clearInterval(poll);
        child.kill('SIGKILL');
        reject(new Error(`PGlite did not start within ${START_TIMEOUT_MS} ms: ${stderr}`));
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

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const dir = socketDir();
  const socketPath = path.join(dir, '.s.PGSQL.5432');
  // The CLI is not in the package's exports map; find it beside the resolved entry point.
  const cli = path.join(path.dirname(require.resolve('@electric-sql/pglite-socket')), 'scripts', 'server.js');
  // Two slots: the pool's one connection, and the readiness probe that may still be closing when it connects.
  const child = spawn(process.execPath, [cli, '--db', dataDir, '--path', socketPath, '--max-connections', '2'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await waitForSocket(child, socketPath);
  return {
    connectionString: `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        // PGlite flushes to disk on SIGTERM; one that hangs is killed rather than awaited forever.
        const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        child.once('exit', () => {
          clearTimeout(killer);
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
