import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A copy of a PGlite data directory made once per test run: by default the migrated one (globalSetup), which each
 * test file copies.
 */
export function copyPgliteTemplate(template = process.env.PGLITE_TEMPLATE_DIR): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-pglite-'));
  if (template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}
