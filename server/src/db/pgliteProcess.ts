/**
 * The embedded database's own process: PGlite behind pglite-socket's server on a unix socket, started by
 * pgliteServer.ts with `node --import tsx`. Unlike pglite-socket's CLI it ends with its parent, however the
 * parent ends: a server killed with SIGKILL closes our stdin (the kernel closes its end of the pipe), and a
 * changed parent pid catches the rest. Either way PGlite is closed first, so its files are flushed.
 */
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const PARENT_CHECK_MS = 1000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, path: { type: 'string' }, 'max-connections': { type: 'string', default: '1' } },
  });
  if (!values.db || !values.path) throw new Error('usage: pgliteProcess.ts --db DIR --path SOCKET [--max-connections N]');
  const db = new PGlite(values.db);
  await db.waitReady;
  const server = new PGLiteSocketServer({ db, path: values.path, maxConnections: Number(values['max-connections']) });
  await server.start();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    await db.close();
    process.exit(0);
  };
  // Ctrl-C reaches the whole process group: the server stops us itself (SIGTERM) once its requests are done.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => void stop());
  process.stdin.on('close', () => void stop()).resume();
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void stop(), PARENT_CHECK_MS).unref();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
