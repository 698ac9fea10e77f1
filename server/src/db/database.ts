import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import { startEmbeddedPostgres } from './pgliteServer';
import type { Database } from './schema';

// double precision and bigint counts come back as JS numbers, timestamps as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** The pool behind db, for what Kysely does not cover (COPY streams). */
  pool: pg.Pool;
  /** True when this is the embedded single-connection PGlite. */
  embedded: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Opens PostgreSQL at databaseUrl, or starts the embedded PGlite under dataDir; migrates either. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const embedded = options.databaseUrl ? undefined : await startEmbeddedPostgres(options.dataDir);
  const pool = new pg.Pool({
    connectionString: options.databaseUrl ?? embedded?.connectionString,
    max: embedded ? 1 : 10,
  });
  // An idle connection the database ends (a restart, a dropped test database) is discarded by the pool and
  // replaced on next use; without a listener its 'error' event would bring the whole server down.
  pool.on('error', (error) => console.warn(`Database connection lost while idle: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    pool,
    embedded: Boolean(embedded),
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
