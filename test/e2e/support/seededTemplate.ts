/* eslint-disable no-restricted-imports -- the e2e run prepares the real server's database */
import fs from 'node:fs';
import { sql } from 'kysely';
import { topOfHour } from '../../../src/domain/dates';
import { DEFAULT_DEMO_PLAYERS, seedDemoData } from '../../../server/src/seed/seedDemoData';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/database';
import { copyPgliteTemplate } from '../../../server/test/pgliteTemplate';
import { createDatabase, databaseUrl, dropDatabase } from '../../../server/test/postgresTemplate';
import { openTestDatabase } from '../../../server/test/testDatabase';
/* eslint-enable no-restricted-imports */

/**
 * The demo data seeded once per run into a template every console session copies: seeding took a few seconds of
 * each spec's start (docs/testing.md). The demo's dates are whole hours from the moment of seeding, so a copy is
 * as good as a fresh seed only within that UTC hour: past it, or after MAX_AGE_MS, a session seeds its own.
 */
const PGLITE_DIR = 'E2E_SEEDED_PGLITE_DIR';
const POSTGRES_DATABASE = 'E2E_SEEDED_PG_DATABASE';
const SEEDED_AT = 'E2E_SEEDED_AT';
const URL_COLUMNS = 'E2E_SEEDED_URL_COLUMNS';
const MAX_AGE_MS = 20 * 60_000;
/** The demo's image URLs name the server seeding them: the template's name no server, each copy gets its own. */
const SEEDED_URL = 'http://seeded-template.invalid';

/** globalSetup: after the migrated template exists. */
export async function createSeededTemplate(): Promise<void> {
  const now = new Date();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = await createDatabase(serverUrl, 'tc_seeded', process.env.PG_TEMPLATE_DATABASE);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
    await seedInto(database, now);
    process.env[POSTGRES_DATABASE] = name;
  } else {
    const dataDir = copyPgliteTemplate();
    await seedInto(await openDatabase({ dataDir }), now);
    process.env[PGLITE_DIR] = dataDir;
  }
  process.env[SEEDED_AT] = String(now.getTime());
}

interface UrlColumn {
  table: string;
  column: string;
  /** The type to cast the rewritten text back to. */
  type: string;
}

/**
 * Seeds the demo, and notes in the environment which columns name the template's URL (every text and JSON column
 * but the history's, which is append-only and whose URLs are only shown, never loaded), so that each copy rewrites
 * only those.
 */
async function seedInto(database: DatabaseHandle, now: Date): Promise<void> {
  try {
    await seedDemoData(database.db, { players: DEFAULT_DEMO_PLAYERS, now, publicUrl: SEEDED_URL });
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb')
         AND table_name <> 'tournament_history'`.execute(database.db);
    const naming: UrlColumn[] = [];
    for (const { table_name, column_name, data_type } of rows) {
      const column = sql.ref(column_name);
      const { rows: found } = await sql`SELECT 1 FROM ${sql.table(table_name)} WHERE ${column}::text LIKE ${`%${SEEDED_URL}%`} LIMIT 1`.execute(database.db);
      if (found.length > 0) naming.push({ table: table_name, column: column_name, type: data_type === 'character varying' ? 'text' : data_type });
    }
    process.env[URL_COLUMNS] = JSON.stringify(naming);
  } finally {
    await database.close();
  }
}

/**
 * A copy of the seeded template for a server at `publicUrl`, while a copy is as good as a fresh seed at `now`
 * (undefined past that): the columns that name the template's URL name the server's instead.
 */
export async function openSeededCopy(publicUrl: string, now = new Date()): Promise<DatabaseHandle | undefined> {
  const seededAt = Number(process.env[SEEDED_AT]);
  if (!seededAt || topOfHour(new Date(seededAt)).getTime() !== topOfHour(now).getTime() || now.getTime() - seededAt > MAX_AGE_MS) return undefined;
  const database = await openTestDatabase({ pgliteDir: process.env[PGLITE_DIR], postgresDatabase: process.env[POSTGRES_DATABASE] });
  for (const { table, column, type } of JSON.parse(process.env[URL_COLUMNS] ?? '[]') as UrlColumn[]) {
    const ref = sql.ref(column);
    await sql`UPDATE ${sql.table(table)} SET ${ref} = replace(${ref}::text, ${SEEDED_URL}, ${publicUrl})::${sql.raw(type)}
               WHERE ${ref}::text LIKE ${`%${SEEDED_URL}%`}`.execute(database.db);
  }
  return database;
}

/** globalTeardown. */
export async function removeSeededTemplate(): Promise<void> {
  const dir = process.env[PGLITE_DIR];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const name = process.env[POSTGRES_DATABASE];
  if (name && process.env.DATABASE_URL) await dropDatabase(process.env.DATABASE_URL, name);
}
