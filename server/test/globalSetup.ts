import { openDatabase } from '../src/db/database';
import { newDatabaseDir } from './pgliteTemplate';
import { createMigratedTemplate } from './postgresTemplate';

/**
 * Runs the migrations once, so that each test file starts from a copy: a PGlite data directory copied in a second,
 * or, when DATABASE_URL is set, a PostgreSQL template database that CREATE DATABASE copies. The server and e2e
 * projects both call this in one run: the second call keeps the first template (the teardown removes one).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.PG_TEMPLATE_DATABASE ??= await createMigratedTemplate(process.env.DATABASE_URL);
    return;
  }
  if (process.env.PGLITE_TEMPLATE_DIR) return;
  const dir = newDatabaseDir('tc-pglite-template-');
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  process.env.PGLITE_TEMPLATE_DIR = dir;
}
