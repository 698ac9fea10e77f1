import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A migrated PGlite data directory made once per test run (globalSetup); each test copies it. */
export function copyPgliteTemplate(): string {
  const template = process.env.PGLITE_TEMPLATE_DIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-pglite-'));
  if (template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}
