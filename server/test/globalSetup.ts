import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';

/**
 * Runs initdb and the migrations once, so that each test file starts PGlite from a copy in a second. The server and
 * e2e projects both call this in one run: the second call keeps the first template (the teardown removes one).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL || process.env.PGLITE_TEMPLATE_DIR) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-pglite-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  process.env.PGLITE_TEMPLATE_DIR = dir;
}
