import fs from 'node:fs';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { copyPgliteTemplate } from './pgliteTemplate';
import { createDatabase, databaseUrl, dropDatabase } from './postgresTemplate';

/** What a test database starts as: a PGlite data directory to copy, or a PostgreSQL database to copy on DATABASE_URL's server. */
export interface TestDatabaseTemplate {
  pgliteDir?: string;
  postgresDatabase?: string;
}

/** The run's migrated template, made by globalSetup. */
export const migratedTemplate = (): TestDatabaseTemplate => ({ pgliteDir: process.env.PGLITE_TEMPLATE_DIR, postgresDatabase: process.env.PG_TEMPLATE_DATABASE });

/**
 * A fresh database for one test file, a copy of `template` (the run's migrated one by default): a PGlite data
 * directory, or, when DATABASE_URL is set, a new database on that PostgreSQL server, dropped again on close.
 */
export async function openTestDatabase(template: TestDatabaseTemplate = migratedTemplate()): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = copyPgliteTemplate(template.pgliteDir);
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = await createDatabase(serverUrl, 'tc_test', template.postgresDatabase);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
