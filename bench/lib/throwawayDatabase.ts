/**
 * A throw-away database for one figure: a new database on the PostgreSQL server, or a PGlite data directory
 * in a temp dir. It is seeded and measured directly in this process, then closed and handed to a server
 * process (PGlite's data directory can only be open in one process at a time), and always removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';
import { createDatabase as createPostgresCopy, databaseUrl, dropDatabase, onServer } from '../../server/test/postgresTemplate';
import { NO_POSTGRES } from './postgres';

export type DatabaseKind = 'PostgreSQL' | 'PGlite';

export interface ThrowawayDatabase {
  kind: DatabaseKind;
  /** The PostgreSQL database's name, or PGlite's data directory. */
  source: string;
  /** Opens (and migrates) it in this process. PGlite: close it before a server opens it. */
  open(): Promise<DatabaseHandle>;
  /** The environment that points a server process at it. */
  serverEnv: Record<string, string>;
}

/** A database (or PGlite directory) of the given kind, empty or a copy of `template`, and how to remove it. */
export interface CreatedDatabase {
  database: ThrowawayDatabase;
  remove(): Promise<void>;
}

async function createPostgresDatabase(postgresUrl: string, template?: ThrowawayDatabase): Promise<CreatedDatabase> {
  // A template copies a seeded database file by file: seconds instead of seeding a million rows again.
  const name = await createPostgresCopy(postgresUrl, 'tc_bench', template?.source);
  // PostgreSQL 15 copies through its buffer cache and WAL: without a checkpoint now, the copy's dirty pages (and
  // the figures' before it) would be written out during the measurement that follows (decision 180).
  if (template) await onServer(postgresUrl, 'CHECKPOINT');
  const url = databaseUrl(postgresUrl, name);
  return {
    database: { kind: 'PostgreSQL', source: name, open: () => openDatabase({ databaseUrl: url, dataDir: '' }), serverEnv: { DATABASE_URL: url } },
    remove: () => dropDatabase(postgresUrl, name),
  };
}

function createPgliteDatabase(template?: ThrowawayDatabase): CreatedDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-pglite-'));
  if (template) fs.cpSync(template.source, dataDir, { recursive: true });
  return {
    database: { kind: 'PGlite', source: dataDir, open: () => openDatabase({ dataDir }), serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' } },
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function createDatabase(kind: DatabaseKind, postgresUrl: string | undefined, template?: ThrowawayDatabase): Promise<CreatedDatabase> {
  if (kind === 'PGlite') return createPgliteDatabase(template);
  if (!postgresUrl) throw new Error(NO_POSTGRES);
  return createPostgresDatabase(postgresUrl, template);
}

/** Runs `work` on a new database (a copy of `template` if given) and removes it afterwards. */
export async function withThrowawayDatabase<T>(
  kind: DatabaseKind,
  postgresUrl: string | undefined,
  work: (database: ThrowawayDatabase) => Promise<T>,
  template?: ThrowawayDatabase,
): Promise<T> {
  const { database, remove } = await createDatabase(kind, postgresUrl, template);
  try {
    return await work(database);
  } finally {
    await remove();
  }
}
/** Opens the database, runs `work` on it and closes it again, also on failure. */
export async function whileOpen<T>(database: ThrowawayDatabase, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await database.open();
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Runs a figure's measurements on PostgreSQL (when there is a server) and on PGlite, PostgreSQL's rows
 * first; without a server the notes say PostgreSQL was not measured, and why.
 */
export async function measureOnEachDatabase<M>(postgresUrl: string | undefined, measureOn: (kind: DatabaseKind) => Promise<M[]>): Promise<{ measurements: M[]; notes: string[] }> {
  const measurements = postgresUrl ? await measureOn('PostgreSQL') : [];
  measurements.push(...(await measureOn('PGlite')));
  return { measurements, notes: postgresUrl ? [] : [`PostgreSQL: ${NO_POSTGRES}`] };
}
