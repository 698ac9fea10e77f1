import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { copyPgliteTemplate } from './pgliteTemplate';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or, when DATABASE_URL
 * is set, a new database on that PostgreSQL server, dropped again on close.
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
  const name = `tc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
