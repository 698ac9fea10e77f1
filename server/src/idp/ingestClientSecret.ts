import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { randomSecret } from './secrets';

export const INGEST_SECRET_FILE_NAME = 'ingest-client-secret';

async function readOrCreate(file: string): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx': an instance starting at the same moment on the same directory keeps the secret the first one wrote.
    await fs.writeFile(file, `${randomSecret()}\n`, { flag: 'wx', mode: 0o600 });
    console.log(`Generated the secret of the ingest client in ${file} (readable by this server's user only).`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    console.log(`The secret of the ingest client is in ${file}.`);
  }
  return (await fs.readFile(file, 'utf8')).trim();
}

/**
 * The ingest client's secret: INGEST_CLIENT_SECRET, or else one generated on first start and kept in the data
 * directory (also with DATABASE_URL), so that the operator's platform can be configured once. The log names the
 * file, never the secret.
 */
export async function ingestClientSecret(config: Pick<ServerConfig, 'ingestClientSecret' | 'dataDir'>): Promise<string> {
  if (config.ingestClientSecret) return config.ingestClientSecret;
  const secret = await readOrCreate(path.join(config.dataDir, INGEST_SECRET_FILE_NAME));
  if (!secret) throw new Error(`${path.join(config.dataDir, INGEST_SECRET_FILE_NAME)} is empty: delete it to have a new secret generated`);
  return secret;
}
