import fs from 'node:fs';
import { dropDatabase } from './postgresTemplate';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const template = process.env.PG_TEMPLATE_DATABASE;
  if (template && process.env.DATABASE_URL) {
    await dropDatabase(process.env.DATABASE_URL, template);
    delete process.env.PG_TEMPLATE_DATABASE;
  }
}
