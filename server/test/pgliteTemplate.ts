import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const IN_MEMORY = '/dev/shm';
/** Room a run's databases need in memory: the template, a copy per worker and the e2e run's seeded demo, many times over. */
const IN_MEMORY_ROOM = 2 * 1024 ** 3;

/**
 * Where test databases live: in memory when the machine has room there, since on disk copying a PGlite directory
 * and removing it took a test file 1 to 3 s on a loaded machine (docs/testing.md), in memory a tenth of that; the
 * system's temp directory otherwise (a container's small /dev/shm).
 */
function databaseParent(): string {
  try {
    const { bavail, bsize } = fs.statfsSync(IN_MEMORY);
    if (bavail * bsize >= IN_MEMORY_ROOM) return IN_MEMORY;
  } catch {
    // No /dev/shm on this system.
  }
  return os.tmpdir();
}

/** A new directory for a test database, named `prefix…`. */
export const newDatabaseDir = (prefix: string) => fs.mkdtempSync(path.join(databaseParent(), prefix));

/**
 * A copy of a PGlite data directory made once per test run: by default the migrated one (globalSetup), which each
 * test file copies.
 */
export function copyPgliteTemplate(template = process.env.PGLITE_TEMPLATE_DIR): string {
  const dir = newDatabaseDir('tc-pglite-');
  if (template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}
