import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
