import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartRefusal } from '../startRefusal';
import { isStillRunning } from './processLiveness';

/**
 * One server per data directory: two PGlite processes writing the same files would corrupt them. The lock
 * is a file in the data directory naming its holder; it is created atomically, so of two servers starting
 * together one gets it and the other is told who has it.
 */
export const LOCK_FILE_NAME = 'tournament-console.lock';

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the server took the lock. */
  since: string;
  /** The holder's public URL (a server; not a command-line tool). */
  url?: string;
  /** Its database process, once started (it may outlive a killed server for a moment while it flushes). */
  database?: { pid: number; since: string };
}

export interface DataDirLock {
  recordDatabaseProcess(pid: number): void;
  release(): void;
}

/** Another server holds the data directory (an operator's matter: the message says all). */
export class DataDirInUseError extends StartRefusal {}

// A killed server's database process notices within a second and flushes before it exits.
const DATABASE_EXIT_WAIT_MS = 15_000;
const DATABASE_EXIT_POLL_MS = 100;

function describe(holder: LockHolder): string {
  return `pid ${holder.pid} on ${holder.host} since ${holder.since}${holder.url ? `, serving ${holder.url}` : ''}`;
}

/** Writes the whole file under another name first, so nobody ever reads half a lock. */
function writeComplete(file: string, holder: LockHolder, place: (temporary: string) => void): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(holder, null, 2)}\n`);
  try {
    place(temporary);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DataDirInUseError(`${file} cannot be read (${(error as Error).message}): delete it if no server uses ${path.dirname(file)}`);
  }
}

async function waitForDatabaseExit(database: LockHolder['database'], file: string): Promise<void> {
  const deadline = Date.now() + DATABASE_EXIT_WAIT_MS;
  while (database && isStillRunning(database.pid, database.since)) {
    if (Date.now() > deadline) {
      throw new DataDirInUseError(`The database process ${database.pid} of a server that is gone still runs on ${path.dirname(file)}: end it, then start again`);
    }
    await sleep(DATABASE_EXIT_POLL_MS);
  }
}

/** Takes the data directory's lock, taking over a stale one; refuses with the holder named when it is alive. */
export async function lockDataDir(dataDir: string, url: string | undefined): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const holder: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), url };
  for (;;) {
    try {
      // link() fails with EEXIST when the lock exists, like open(O_CREAT | O_EXCL), and the file appears whole.
      writeComplete(file, holder, (temporary) => fs.linkSync(temporary, file));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const stale = readHolder(file);
    if (!stale) continue;
    if (stale.host !== holder.host || isStillRunning(stale.pid, stale.since)) {
      throw new DataDirInUseError(
        `The data directory ${dataDir} is in use by another server (${describe(stale)}). Stop it or give this server another DATA_DIR; ` +
          `if that server is gone, delete ${file}.`,
      );
    }
    await waitForDatabaseExit(stale.database, file);
    console.warn(`Taking over ${dataDir} from a server that is gone (${describe(stale)}).`);
    fs.rmSync(file, { force: true });
  }
  return {
    recordDatabaseProcess(pid) {
      holder.database = { pid, since: new Date().toISOString() };
      writeComplete(file, holder, (temporary) => fs.renameSync(temporary, file));
    },
    release() {
      // Only our own lock: never one a later server took over.
      const current = readHolder(file);
      if (current?.pid === holder.pid && current.since === holder.since) fs.rmSync(file, { force: true });
    },
  };
}
