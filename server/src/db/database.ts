import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import { startEmbeddedPostgres } from './pgliteServer';
import { readsFirstPools } from './readsFirst';
import { StatementCachingClient } from './statementCache';
import type { Database } from './schema';

// double precision and bigint counts come back as JS numbers, timestamps as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /**
   * The database for heavy work no request should wait behind: the ingest's transactions and Simulate's pages of
   * events. On the embedded database, whose one connection such work holds until it ends, it takes it in turns
   * after the reads waiting (readsFirst.ts, where it is the writers' turn); on PostgreSQL, db.
   */
  afterReads: Db;
  /** The pool behind db, for what Kysely does not cover (COPY streams). */
  pool: pg.Pool;
  /** True when this is the embedded single-connection PGlite. */
  embedded: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Named in the embedded database's lock on dataDir (see dataDirLock.ts). */
  publicUrl?: string;
  /** The embedded database stopped and cannot be restarted: the server exits (main.ts); others log it. */
  onDatabaseGone?: (message: string) => void;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Opens PostgreSQL at databaseUrl, or starts the embedded PGlite under dataDir; migrates either. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: options.dataDir, url: options.publicUrl, onGone: options.onDatabaseGone ?? console.error });
  const pool = new pg.Pool({
    connectionString: options.databaseUrl ?? embedded?.connectionString,
    max: embedded ? 1 : 10,
    // A new connection's first statements run on cold catalog caches (a score change's write plans in 3 ms instead
    // of 0.6): keep connections for minutes of quiet, not node-postgres's 10 s.
    idleTimeoutMillis: 5 * 60_000,
    Client: StatementCachingClient,
  });
  // A connection the database ends (a restart, a dropped test database) is discarded by the pool and replaced on
  // next use; without a listener its 'error' event would bring the whole server down. The listener goes on the
  // client itself, as it may be checked out (Kysely adds none) when its socket dies: its query fails with the
  // error and the pool drops it when it comes back. The pool repeats idle clients' errors, already logged here.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`Database connection lost: ${error.message}`));
    // PGlite is one session whatever the connection: statements a closed connection prepared are still there,
    // under the names the new one will use. Queued first, this runs before the pool hands the client out.
    if (embedded) client.query('DEALLOCATE ALL').catch(() => {});
  });
  pool.on('error', () => {});
  const turns = embedded ? readsFirstPools(pool) : undefined;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: turns?.read ?? pool }) });
  // PostgreSQL runs the ingest's transactions on connections of their own, beside the reads.
  const afterReads = turns ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: turns.writer }) }) : db;
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    afterReads,
    pool,
    embedded: Boolean(embedded),
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
