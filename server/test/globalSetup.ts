import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';

/** Runs initdb and the migrations once, so that each test file starts PGlite from a copy in a second. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-pglite-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  process.env.PGLITE_TEMPLATE_DIR = dir;
}
