import fs from 'node:fs';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { copyPgliteTemplate } from './pgliteTemplate';
import { createDatabase, databaseUrl, dropDatabase } from './postgresTemplate';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or, when DATABASE_URL
 * is set, a new database on that PostgreSQL server copied from the run's template, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = copyPgliteTemplate();
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = await createDatabase(serverUrl, 'tc_test', process.env.PG_TEMPLATE_DATABASE);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
