/**
 * The embedded database's own process: PGlite behind our wire server (pgliteWire.ts) on a unix socket, started by
 * pgliteServer.ts with `node --import tsx`. It ends with its parent, however the
 * parent ends: a server killed with SIGKILL closes our stdin (the kernel closes its end of the pipe), and a
 * changed parent pid catches the rest. Either way PGlite is closed first, so its files are flushed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './pgliteWire';

const PARENT_CHECK_MS = 1000;
// Read at once: a parent that dies while PGlite opens is noticed afterwards, not taken for the parent.
const parent = process.ppid;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, path: { type: 'string' }, 'max-connections': { type: 'string', default: '1' } },
  });
  const { db: dataDir, path: socketPath } = values;
  if (!dataDir || !socketPath) throw new Error('usage: pgliteProcess.ts --db DIR --path SOCKET [--max-connections N]');
  const db = new PGlite(dataDir);
  await db.waitReady;
  const server = await servePglite(db, { path: socketPath, maxConnections: Number(values['max-connections']) });

  let stopping = false;
  const stop = async (orphaned: boolean) => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await db.close();
    // The socket's temp dir is the server's to remove, unless the server is gone.
    if (orphaned) fs.rmSync(path.dirname(socketPath), { recursive: true, force: true });
    process.exit(0);
  };
  // Ctrl-C reaches the whole process group: the server stops us itself (SIGTERM) once its requests are done.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => void stop(false));
  process.stdin.on('close', () => void stop(true)).resume();
  setInterval(() => process.ppid !== parent && void stop(true), PARENT_CHECK_MS).unref();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
